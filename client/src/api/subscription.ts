/** The workspace's subscription and credits (docs/product.md Session): the calls, their query keys and hooks. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActiveSubscription, CreditPeriod } from '../../../domain/subscription.ts';
import { useFailureToast } from '../lib/useFailureToast.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';

const SUBSCRIPTION_CACHE_MS = 30_000;

export const subscriptionKeys = {
  all: ['subscription'] as const,
  current: () => [...subscriptionKeys.all, 'current'] as const,
  prediction: (nbProducts: number, configName: string) => [...subscriptionKeys.all, 'prediction', configName, nbProducts] as const,
};

export interface SubscriptionData {
  /** The current period of the active subscription, or null when none is active. */
  period: CreditPeriod | null;
  /** The first active subscription, or null when the workspace has none. */
  active: ActiveSubscription | null;
}

async function fetchSubscription(signal: AbortSignal): Promise<SubscriptionData> {
  const [period, active] = await Promise.all([
    request<CreditPeriod | null>('/api/subscription/available-credits', { signal }),
    request<ActiveSubscription | null>('/api/subscription/active', { signal }),
  ]);
  return { period, active };
}

/** Credits a run of `nbProducts` products through the template will charge. */
async function predictCredits(nbProducts: number, catalogConfigName: string, signal: AbortSignal): Promise<number> {
  const answer = await request<{ required_credits: number }>('/api/subscription/used-credits-prediction', {
    query: { nb_products_to_process: nbProducts, catalog_config_name: catalogConfigName },
    signal,
  });
  return answer.required_credits;
}

/**
 * The subscription shared by the top bar, home, the profile and the new catalogue: read again once 30 s
 * old. A failed load shows the 'Failed to load subscription data' toast once.
 */
export function useSubscription() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: subscriptionKeys.current(),
    queryFn: ({ signal }) => fetchSubscription(signal),
    staleTime: SUBSCRIPTION_CACHE_MS,
  });
  useFailureToast(query, { message: t('subscription.loadFailed'), id: 'subscription-load-failed' });
  return query;
}

/** The balance changed on the server (a run started or was refused): the next screen to show it asks again. */
export function forgetSubscription(): void {
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.current(), refetchType: 'none' });
}

/** What the run will charge, once there is a template and an analysed file; a failure is silent (docs/product.md). */
export function useCreditPrediction(nbProducts: number, configName: string | null, enabled: boolean): number | undefined {
  const query = useQuery({
    queryKey: subscriptionKeys.prediction(nbProducts, configName ?? ''),
    queryFn: ({ signal }) => predictCredits(nbProducts, configName ?? '', signal),
    enabled: enabled && configName !== null,
  });
  return query.data;
}
