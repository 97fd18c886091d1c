import type { ActiveSubscription, CreditPeriod, SubscriptionSummary } from '../../../domain/subscription.ts';
import { request } from './request.ts';

/** The first active subscription, or null when the workspace has none. */
export function fetchActiveSubscription(): Promise<ActiveSubscription | null> {
  return request<ActiveSubscription | null>('/api/subscription/active');
}

/** The current period of the active subscription, or null when none is active. */
export function fetchAvailableCredits(): Promise<CreditPeriod | null> {
  return request<CreditPeriod | null>('/api/subscription/available-credits');
}

export function fetchSubscriptions(): Promise<SubscriptionSummary[]> {
  return request<SubscriptionSummary[]>('/api/subscription/');
}

/** Credits a run of `nbProducts` products through the template will charge. */
export async function predictCredits(nbProducts: number, catalogConfigName: string): Promise<number> {
  const answer = await request<{ required_credits: number }>('/api/subscription/used-credits-prediction', {
    query: { nb_products_to_process: nbProducts, catalog_config_name: catalogConfigName },
  });
  return answer.required_credits;
}
