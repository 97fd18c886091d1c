import { useSetAtom } from 'jotai';
import { useRef } from 'react';
import { LAST_STEP, NAME_NOTICE_MS, type NameStatus, stepBlock, type WizardDraft, type WizardStep } from '../../lib/wizard.ts';
import { startSaveAtom, wizardGoToAtom } from '../../state/assistant.ts';
import { useTimedFlag } from './useTimedFlag.ts';

/**
 * Moving between the wizard's steps and saving, each gated by lib/wizard.ts's rules. A move blocked by
 * the missing name raises the warning and the name's glow instead (docs/product.md, 3 s each).
 */
export function useWizardNavigation(draft: WizardDraft | null, name: NameStatus) {
  const setStep = useSetAtom(wizardGoToAtom);
  const startSave = useSetAtom(startSaveAtom);
  const [glowing, glow] = useTimedFlag(NAME_NOTICE_MS);
  const [warning, warn] = useTimedFlag(NAME_NOTICE_MS);
  /** Whether the user has moved between steps yet (the new step's heading then takes the focus). */
  const moved = useRef(false);

  const goTo = (target: WizardStep) => {
    if (!draft) return;
    const block = stepBlock(target, draft, name);
    if (block === 'no_name') {
      warn();
      glow();
      return;
    }
    if (block !== null) return;
    moved.current = true;
    setStep(target);
  };

  const save = () => {
    if (draft && stepBlock(LAST_STEP, draft, name) === null) startSave();
  };

  const reachable = (target: WizardStep) => {
    if (!draft) return false;
    const block = stepBlock(target, draft, name);
    return block === null || block === 'no_name';
  };

  return { goTo, save, reachable, moved: moved.current, glowing, glow, warning };
}
