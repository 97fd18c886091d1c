/**
 * Subscription data shared by the top bar, home and profile (docs/product.md Session): cached 30 s,
 * concurrent loads merged into one request pair, cleared by refresh actions and on sign-out.
 * A failed load shows the 'Failed to load subscription data' toast once.
 */
import { atom } from 'jotai';
import { toast } from 'sonner';
import type { ActiveSubscription, CreditPeriod } from '../../../domain/subscription.ts';
import { fetchActiveSubscription, fetchAvailableCredits } from '../api/subscription.ts';
import { i18n } from '../i18n/index.ts';
import { signedInAtom } from './session.ts';
import { store } from './store.ts';

export const SUBSCRIPTION_CACHE_MS = 30_000;

export interface SubscriptionData {
  period: CreditPeriod | null;
  active: ActiveSubscription | null;
}

export type SubscriptionStatus = 'idle' | 'loading' | 'ready' | 'error';

export const subscriptionAtom = atom<SubscriptionData | null>(null);
export const subscriptionStatusAtom = atom<SubscriptionStatus>('idle');

let loadedAt = 0;
let inflight: Promise<SubscriptionData | null> | null = null;
/** Bumped by every clear, so an answer to a request made before it is not kept. */
let generation = 0;

/** The cached data when fresh, else one shared load of both endpoints. */
export function loadSubscription(): Promise<SubscriptionData | null> {
  const cached = store.get(subscriptionAtom);
  if (cached && Date.now() - loadedAt < SUBSCRIPTION_CACHE_MS) return Promise.resolve(cached);
  if (inflight) return inflight;
  const mine = generation;
  store.set(subscriptionStatusAtom, 'loading');
  inflight = Promise.all([fetchAvailableCredits(), fetchActiveSubscription()])
    .then(([period, active]) => {
      if (mine !== generation) return store.get(subscriptionAtom);
      const data = { period, active };
      loadedAt = Date.now();
      store.set(subscriptionAtom, data);
      store.set(subscriptionStatusAtom, 'ready');
      return data;
    })
    .catch(() => {
      if (mine === generation) {
        store.set(subscriptionStatusAtom, 'error');
        if (store.get(signedInAtom)) toast.error(i18n.t('subscription.loadFailed'));
      }
      return null;
    })
    .finally(() => {
      if (mine === generation) inflight = null;
    });
  return inflight;
}

/** Forgets the cached data (after a run starts, on sign-out); the next load asks the server. */
export function clearSubscription(): void {
  generation += 1;
  inflight = null;
  loadedAt = 0;
}

/** The refresh action: clears the cache and loads again. */
export function refreshSubscription(): Promise<SubscriptionData | null> {
  clearSubscription();
  return loadSubscription();
}

store.sub(signedInAtom, () => {
  if (store.get(signedInAtom)) return;
  clearSubscription();
  store.set(subscriptionAtom, null);
  store.set(subscriptionStatusAtom, 'idle');
});
