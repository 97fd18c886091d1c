/**
 * The config assistant's flow (spec §2 Config assistant, §4 Wizard and assistant): which of the four
 * steps is shown, and the analysed file it works on. Kept while the user is signed in, so leaving
 * the page and coming back finds the file again; cleared on sign-out.
 */
import { atom } from 'jotai';
import type { ProcessedFile } from '../lib/upload.ts';
import { signedInAtom } from './session.ts';
import { store } from './store.ts';

/** 1 upload, 2 configure (the wizard), 3 save, 4 result. */
export type AssistantStep = 'upload' | 'configure' | 'save' | 'result';

export const assistantStepAtom = atom<AssistantStep>('upload');

/** The uploaded and analysed file, once step 1 is done. */
export const assistantFileAtom = atom<ProcessedFile | null>(null);

/** Step 1 done: keep the file and go on to configure it. */
export const fileAnalysedAtom = atom(null, (_get, set, processed: ProcessedFile) => {
  set(assistantFileAtom, processed);
  set(assistantStepAtom, 'configure');
});

/** Back to an empty step 1. */
export const resetAssistantAtom = atom(null, (_get, set) => {
  set(assistantFileAtom, null);
  set(assistantStepAtom, 'upload');
});

store.sub(signedInAtom, () => {
  if (!store.get(signedInAtom)) store.set(resetAssistantAtom);
});
