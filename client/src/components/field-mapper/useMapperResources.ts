import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { GENERATION_TOOLS } from '../../../../domain/mapping.ts';
import type { ValueListSummary } from '../../../../domain/value-list.ts';
import { toolsQuery } from '../../api/assistant.ts';
import { useValueLists } from '../../api/value-lists.ts';
import { useWorkspaceSettings } from '../../api/workspace.ts';

export interface MapperResources {
  /** Generation tool names ('ac_…'): the server's list once it answers, the known tools until then or if it fails. */
  tools: string[];
  /** True once the tools call has answered or failed (the automatic mapping waits for it). */
  toolsReady: boolean;
  valueLists: ValueListSummary[];
  /** The workspace's use_label default: true when unset or when the settings cannot be read. */
  useLabel: boolean;
}

/** Failures are silent (docs/product.md): logged, and the defaults stay. */
function useWarnOnError(what: string, error: Error | null) {
  useEffect(() => {
    if (error) console.warn(`${what} failed`, error);
  }, [what, error]);
}

/** What the editable mapper reads from the server: the tools, the saved value lists and the workspace's use_label default. */
export function useMapperResources(): MapperResources {
  const tools = useQuery(toolsQuery);
  const lists = useValueLists();
  const settings = useWorkspaceSettings();
  useWarnOnError('Loading the generation tools', tools.error);
  useWarnOnError('Loading the value lists', lists.error);
  useWarnOnError('Loading the workspace settings', settings.error);
  return {
    tools: tools.data?.length ? tools.data : [...GENERATION_TOOLS],
    toolsReady: !tools.isPending,
    valueLists: Array.isArray(lists.data) ? lists.data : [],
    useLabel: settings.data?.use_label ?? true,
  };
}
