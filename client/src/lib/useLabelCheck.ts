import { useEffect, useState } from 'react';
import { isLabelTaken } from '../api/catalog-config.ts';

/** How long typing must pause before the name is checked with the server. */
export const LABEL_CHECK_DELAY_MS = 300;

/** A template name against the server (docs/product.md): empty, being checked, taken, check failed, or free. */
export type LabelState = 'empty' | 'checking' | 'taken' | 'error' | 'free';

/**
 * Checks a template label while it is typed (GET /api/catalog/config/label/{label}: 200 taken,
 * 404 free, anything else an error). The latest answer wins, earlier ones are aborted. Used by the
 * duplicate dialog and the config assistant's name editor.
 */
export function useLabelCheck(label: string, active: boolean): LabelState {
  const [state, setState] = useState<LabelState>('checking');
  useEffect(() => {
    if (!active) return;
    const trimmed = label.trim();
    if (trimmed === '') {
      setState('empty');
      return;
    }
    setState('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      isLabelTaken(trimmed, controller.signal).then(
        (taken) => setState(taken ? 'taken' : 'free'),
        () => {
          if (!controller.signal.aborted) setState('error');
        },
      );
    }, LABEL_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [label, active]);
  return state;
}
