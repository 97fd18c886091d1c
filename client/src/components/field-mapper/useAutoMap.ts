import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { KeyedMapping } from '../../../../domain/mapping.ts';
import { type FieldMatchRequest, useFieldMatches } from '../../api/assistant.ts';
import { applyMatches, autoMapCandidates } from '../../lib/auto-map.ts';

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
 * The requests are queries (api/assistant.ts): the library aborts those still running on unmount.
 */
export function useAutoMap({ mapping, mappingRef, change, columns, tools, ready, skip }: Options): ReadonlySet<string> {
  const owner = useId();
  const original = useRef<ReadonlySet<string>>(new Set(Object.keys(mapping)));
  const handled = useRef(new Set<string>());
  const requestCount = useRef(0);
  const [requests, setRequests] = useState<readonly FieldMatchRequest[]>([]);
  const [pending, setPending] = useState<ReadonlySet<string>>(NONE);
  const latest = useRef({ change, columns, tools });
  latest.current = { change, columns, tools };

  useEffect(() => {
    if (!ready) return;
    const names = autoMapCandidates(mapping, original.current, handled.current, skip);
    if (names.length === 0) return;
    for (const name of names) handled.current.add(name);
    setPending((state) => new Set([...state, ...names]));
    requestCount.current += 1;
    const asked: FieldMatchRequest = { id: requestCount.current, left: names, right: [...latest.current.columns, ...latest.current.tools] };
    setRequests((list) => [...list, asked]);
  }, [mapping, skip, ready]);

  const answers = useFieldMatches(owner, requests);
  useEffect(() => {
    const settled = requests.filter((_, index) => answers[index] !== undefined && answers[index].status !== 'pending');
    if (settled.length === 0) return;
    for (const asked of settled) {
      const answer = answers[requests.indexOf(asked)];
      if (answer?.status === 'success') {
        const next = applyMatches(mappingRef.current, asked.left, answer.data, latest.current.tools);
        if (next !== mappingRef.current) latest.current.change(next);
      } else {
        console.warn('Automatic field mapping failed', answer?.error);
      }
    }
    const answered = new Set(settled.flatMap((asked) => asked.left));
    setRequests((list) => list.filter((asked) => !settled.includes(asked)));
    setPending((state) => new Set([...state].filter((name) => !answered.has(name))));
  }, [answers, requests, mappingRef]);

  return pending;
}
