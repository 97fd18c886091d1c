import { type RefObject, useEffect, useRef, useState } from 'react';
import type { KeyedMapping } from '../../../../domain/mapping.ts';
import { mapFields } from '../../api/assistant.ts';
import { applyMatches, autoMapCandidates } from './rows.ts';

interface Options {
  mapping: KeyedMapping;
  mappingRef: RefObject<KeyedMapping>;
  change: (next: KeyedMapping) => void;
  columns: readonly string[];
  tools: readonly string[];
  /** False until the tools are known: GENERATE matches need them. */
  ready: boolean;
  /** The row being renamed is not mapped until the name is committed. */
  skip: string | null;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The automatic mapping of new rows (docs/product.md): names not in the mapping the editor opened with, not
 * already asked about, and empty or only an EXTRACT of themselves go to map_fields. Answers the names
 * waiting for it ('Mapping...'). A failure is silent and leaves the rows as EXTRACT of themselves.
 */
export function useAutoMap({ mapping, mappingRef, change, columns, tools, ready, skip }: Options): ReadonlySet<string> {
  const original = useRef<ReadonlySet<string>>(new Set(Object.keys(mapping)));
  const handled = useRef(new Set<string>());
  const controllers = useRef(new Set<AbortController>());
  const [pending, setPending] = useState<ReadonlySet<string>>(NONE);
  const latest = useRef({ change, columns, tools });
  latest.current = { change, columns, tools };

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    const names = autoMapCandidates(mapping, original.current, handled.current, skip);
    if (names.length === 0) return;
    for (const name of names) handled.current.add(name);
    setPending((state) => new Set([...state, ...names]));
    const controller = new AbortController();
    controllers.current.add(controller);
    const { columns: sources, tools: toolNames } = latest.current;
    mapFields(names, [...sources, ...toolNames], controller.signal)
      .then((matches) => {
        const next = applyMatches(mappingRef.current, names, matches, latest.current.tools);
        if (next !== mappingRef.current) latest.current.change(next);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Automatic field mapping failed', error);
      })
      .finally(() => {
        controllers.current.delete(controller);
        if (controller.signal.aborted) return;
        setPending((state) => new Set([...state].filter((name) => !names.includes(name))));
      });
  }, [mapping, skip, ready, mappingRef]);

  return pending;
}
