import { useCallback, useEffect, useState } from 'react';
import { GENERATION_TOOLS } from '../../../../domain/mapping.ts';
import type { ValueListSample, ValueListSummary } from '../../../../domain/value-list.ts';
import { listTools } from '../../api/assistant.ts';
import { getValueListSample, listValueLists } from '../../api/value-lists.ts';
import { getWorkspaceSettings } from '../../api/workspace.ts';

export interface MapperResources {
  /** Generation tool names ('ac_…'): the server's list once it answers, the known tools until then or if it fails. */
  tools: string[];
  /** True once the tools call has answered or failed (the automatic mapping waits for it). */
  toolsReady: boolean;
  valueLists: ValueListSummary[];
  /** The workspace's use_label default: true when unset or when the settings cannot be read. */
  useLabel: boolean;
  loadSample: (id: string, signal: AbortSignal) => Promise<ValueListSample>;
  /** A list just created in the dialog joins the saved lists. */
  addList: (list: ValueListSummary) => void;
}

function quietly(what: string, signal: AbortSignal) {
  return (error: unknown) => {
    if (!signal.aborted) console.warn(`${what} failed`, error);
  };
}

/**
 * What the editable mapper reads from the server once: the tools, the saved value lists and the
 * workspace's use_label default. Failures are silent (docs/product.md) and leave the defaults.
 */
export function useMapperResources(): MapperResources {
  const [tools, setTools] = useState<string[]>([...GENERATION_TOOLS]);
  const [toolsReady, setToolsReady] = useState(false);
  const [valueLists, setValueLists] = useState<ValueListSummary[]>([]);
  const [useLabel, setUseLabel] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    listTools(signal)
      .then((names) => {
        const known = Array.isArray(names) ? names.filter((name) => typeof name === 'string' && name !== '') : [];
        if (known.length > 0) setTools(known);
      })
      .catch(quietly('Loading the generation tools', signal))
      .finally(() => !signal.aborted && setToolsReady(true));
    listValueLists(signal)
      .then((lists) => setValueLists(Array.isArray(lists) ? lists : []))
      .catch(quietly('Loading the value lists', signal));
    getWorkspaceSettings(signal)
      .then((settings) => setUseLabel(settings?.use_label ?? true))
      .catch(quietly('Loading the workspace settings', signal));
    return () => controller.abort();
  }, []);

  const loadSample = useCallback((id: string, signal: AbortSignal) => getValueListSample(id, signal), []);
  const addList = useCallback(
    (list: ValueListSummary) => setValueLists((lists) => [list, ...lists.filter((other) => other.id !== list.id)]),
    [],
  );
  return { tools, toolsReady, valueLists, useLabel, loadSample, addList };
}
