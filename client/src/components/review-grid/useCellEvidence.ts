import { type RefObject, useCallback, useRef, useState } from 'react';
import type { GridPosition } from '../../lib/review.ts';
import type { CellAnchor } from './EvidencePopover.tsx';
import { posAttribute } from './grid-lines.ts';

/** The value cell whose evidence is shown, and the anchor the popover follows it by. */
export function useCellEvidence(scrollRef: RefObject<HTMLDivElement | null>, focusCell: (position: GridPosition) => void) {
  const [evidence, setEvidence] = useState<GridPosition | null>(null);
  const anchor = useRef<CellAnchor | null>(null);

  const openEvidence = useCallback(
    (position: GridPosition) => {
      const key = posAttribute(position.row, position.col);
      const element = scrollRef.current?.querySelector<HTMLElement>(`[data-pos="${key}"]`);
      if (!element) return;
      let last = element.getBoundingClientRect();
      anchor.current = {
        // The cell may be re-rendered (or scrolled out) while open: its latest box, else the last one seen.
        getBoundingClientRect: () => {
          const current = scrollRef.current?.querySelector<HTMLElement>(`[data-pos="${key}"]`);
          if (current) last = current.getBoundingClientRect();
          return last;
        },
        contextElement: element,
      };
      focusCell(position);
      setEvidence(position);
    },
    [scrollRef, focusCell],
  );

  return { evidence, anchor, openEvidence, closeEvidence: () => setEvidence(null) };
}
