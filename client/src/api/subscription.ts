/** The workspace's subscription and credits (docs/product.md Session): the calls, their query keys and hooks. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActiveSubscription, CreditLine, CreditPeriod, Prediction, PredictionQuery } from '../../../domain/subscription.ts';
import { useFailureToast } from '../lib/useFailureToast.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';

const SUBSCRIPTION_CACHE_MS = 30_000;

export const subscriptionKeys = {
  all: ['subscription'] as const,
  current: () => [...subscriptionKeys.all, 'current'] as const,
  predictions: () => [...subscriptionKeys.all, 'prediction'] as const,
  history: () => [...subscriptionKeys.all, 'history'] as const,
  prediction: (query: PredictionQuery) => [...subscriptionKeys.predictions(), query] as const,
};

export interface SubscriptionData {
  /** The current period of the active subscription, or null when none is active. */
  period: CreditPeriod | null;
  /** The first active subscription, or null when the workspace has none. */
  active: ActiveSubscription | null;
}

async function fetchSubscription(signal: AbortSignal): Promise<SubscriptionData> {
  const [period, active] = await Promise.all([request<CreditPeriod | null>('/api/subscription/available-credits', { signal }), request<ActiveSubscription | null>('/api/subscription/active', { signal })]);
  return { period, active };
}

/** What a start would charge (with `input_filename`, the cells the cache holds are counted free). */
function predictCredits(query: PredictionQuery, signal: AbortSignal): Promise<Prediction> {
  return request<Prediction>('/api/subscription/used-credits-prediction', { query: { ...query }, signal });
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

/** The balance changed on the server (a `credits.changed` event): the ring and any screen showing it read it again now. */
export function refreshCredits(): void {
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.current() }, { cancelRefetch: false });
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.history() }, { cancelRefetch: false });
}

/**
 * What a start would charge, asked while `query` is not null; a failure is silent (docs/product.md).
 * Never reused from an earlier read: runs finishing meanwhile fill the cache and lower the charge.
 */
export function usePrediction(query: PredictionQuery | null) {
  return useQuery({
    queryKey: subscriptionKeys.prediction(query ?? { catalog_config_name: '' }),
    queryFn: query ? ({ signal }) => predictCredits(query, signal) : skipToken,
    staleTime: 0,
  });
}

/** The current period's credits history (profile → Credits history); read again with the balance. */
export function useCreditHistory() {
  return useQuery({
    queryKey: subscriptionKeys.history(),
    queryFn: ({ signal }) => request<CreditLine[]>('/api/subscription/history', { signal }),
  });
}
