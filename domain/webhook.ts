/** Workspace webhooks (docs/automation.md Webhooks): what the server answers and the client shows. */

/** The events a webhook may ask for. */
export const WEBHOOK_EVENTS = ['batch.done', 'batch.error', 'preview.done'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const MAX_WEBHOOKS = 10;

export interface WebhookView {
  id: string;
  url: string;
  /** Shared with the receiver, which checks `Fiche-Signature` with it. */
  secret: string;
  events: WebhookEvent[];
  created_at: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryView {
  id: string;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  last_result: string | null;
  created_at: string;
}
