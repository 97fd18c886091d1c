/** Workspace webhooks (docs/automation.md Webhooks): the calls, their query keys and hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreatedWebhook, DeliveryView, WebhookEvent, WebhookView } from '../../../domain/webhook.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';

const BASE = '/api/workspace/webhooks';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

interface NewWebhook {
  url: string;
  events: WebhookEvent[];
}

function listWebhooks(signal: AbortSignal): Promise<WebhookView[]> {
  return request<WebhookView[]>(BASE, { signal });
}

/** Answers the webhook with its generated secret (400 for an address that is not http(s), or past the limit). */
function createWebhook(webhook: NewWebhook): Promise<CreatedWebhook> {
  return request<CreatedWebhook>(BASE, { json: webhook });
}

/** Answers the webhook with its new secret, which signs its deliveries from now on. */
function rotateWebhookSecret(id: string): Promise<CreatedWebhook> {
  return request<CreatedWebhook>(`${BASE}/${encodeURIComponent(id)}/secret`, { method: 'POST' });
}

function deleteWebhook(id: string): Promise<void> {
  return request<void>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The webhook's last deliveries, most recent first. */
function listDeliveries(id: string, signal: AbortSignal): Promise<DeliveryView[]> {
  return request<DeliveryView[]>(`${BASE}/${encodeURIComponent(id)}/deliveries`, { signal });
}

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.list(), queryFn: ({ signal }) => listWebhooks(signal) });
}

/** A webhook's deliveries, read only while `enabled` (its disclosure is open). */
export function useWebhookDeliveries(id: string, enabled: boolean) {
  return useQuery({ queryKey: webhookKeys.deliveries(id), queryFn: ({ signal }) => listDeliveries(id, signal), enabled });
}

export function useCreateWebhook() {
  return useMutation({
    mutationFn: createWebhook,
    // The cache keeps the listed fields only: the secret lives in the caller's state until it is dismissed.
    onSuccess: ({ secret: _secret, ...listed }) => queryClient.setQueryData<WebhookView[]>(webhookKeys.list(), (hooks = []) => [...hooks, listed]),
  });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}

export function useDeleteWebhook() {
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_, id) => {
      queryClient.setQueryData<WebhookView[]>(webhookKeys.list(), (hooks = []) => hooks.filter((hook) => hook.id !== id));
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
    },
  });
}
