/** Workspace webhooks (docs/automation.md Webhooks): what the server answers and the client shows. */

/** The events a webhook may ask for. */
export const WEBHOOK_EVENTS = ['batch.done', 'batch.error', 'preview.done'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const MAX_WEBHOOKS = 10;

/** A webhook as listed: never its secret. */
export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEvent[];
  created_at: string;
}

/** A webhook just made, or whose secret was just renewed: the only answers that hold its secret. */
export type CreatedWebhook = WebhookView & {
  /** Shared with the receiver, which checks `Fiche-Signature` with it. */
  secret: string;
};

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryView {
  id: string;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  last_result: string | null;
  created_at: string;
}
