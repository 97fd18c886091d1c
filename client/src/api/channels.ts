/** Channels (docs/channels.md): the presets a run can write a file for, and templates made from one. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RunChannelView } from '../../../domain/batch.ts';
import type { Channel, ChannelField } from '../../../domain/channels.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';
import { templateKeys } from './catalog-config.ts';

/** A channel as GET /api/channels answers it: its file and each field's rule (not how a template fills it). */
export interface ChannelPreset extends Pick<Channel, 'name' | 'file_format' | 'delimiter'> {
  id: string;
  fields: Pick<ChannelField, 'name' | 'required' | 'max_length' | 'type' | 'allowed'>[];
}

/** POST /api/catalog/config/from-channel. */
export interface FromChannelRequest {
  channel: string;
  label: string;
  /** The stored name of the product file the template is for: the fields its columns hold are copied from them. */
  input_filename?: string;
}

/** How a template's fields feed a channel (GET /api/channels/fit): which feeds each channel field, the required ones none feeds. */
export type ChannelFit = RunChannelView;

export const channelKeys = {
  list: ['channels'] as const,
  /** Under the template's own key: an edit of it reads the fit again. */
  fit: (template: string) => [...templateKeys.detail(template), 'channel-fit'] as const,
};

function listChannels(signal: AbortSignal): Promise<ChannelPreset[]> {
  return request<ChannelPreset[]>('/api/channels', { signal });
}

function createFromChannel(body: FromChannelRequest): Promise<{ name: string }> {
  return request<{ name: string }>('/api/catalog/config/from-channel', { json: body });
}

function channelFit(template: string, signal: AbortSignal): Promise<ChannelFit[]> {
  return request<ChannelFit[]>(`/api/channels/fit?catalog_config_name=${encodeURIComponent(template)}`, { signal });
}

/** How the template's fields feed every channel; read again when the template changes. */
export function useChannelFit(template: string | null) {
  return useQuery({
    queryKey: channelKeys.fit(template ?? ''),
    queryFn: ({ signal }) => channelFit(template ?? '', signal),
    enabled: template !== null,
  });
}

/** The channel presets: they only change with the server, so they are read once per page load. */
export function useChannels() {
  return useQuery({ queryKey: channelKeys.list, queryFn: ({ signal }) => listChannels(signal), staleTime: Number.POSITIVE_INFINITY });
}

/** A channel's display name by its id (the id itself while the list loads or for an unknown one). */
export function useChannelName(): (id: string) => string {
  const channels = useChannels().data;
  return (id) => channels?.find((channel) => channel.id === id)?.name ?? id;
}

/** Makes a template from a channel; the template list and the taken labels are read again. */
export function useCreateFromChannel() {
  return useMutation({
    mutationFn: createFromChannel,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: templateKeys.list(), exact: true });
      void queryClient.invalidateQueries({ queryKey: templateKeys.labels() });
    },
  });
}
