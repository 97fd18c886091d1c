/**
 * The config assistant's flow (docs/product.md Config assistant, docs/product.md Wizard and assistant): which of the four
 * steps is shown, the analysed file it works on, the wizard's draft and the saved template. Kept
 * while the user is signed in, so leaving the page and coming back finds the work again; cleared on
 * sign-out.
 */
import { atom } from 'jotai';
import { mapFields, suggestSources, toolsQuery } from '../api/assistant.ts';
import { queryClient } from '../api/query-client.ts';
import { applyMatches } from '../lib/auto-map.ts';
import { knownColumns } from '../lib/templates.ts';
import type { ProcessedFile } from '../lib/upload.ts';
import { draftFromAnalysis, suggestedSources, type WizardDraft, type WizardStep } from '../lib/wizard.ts';
import { signedInAtom } from './session.ts';
import { store } from './store.ts';

/** 1 upload, 2 configure (the wizard), 3 save, 4 result. */
export type AssistantStep = 'upload' | 'configure' | 'save' | 'result';

export const assistantStepAtom = atom<AssistantStep>('upload');

/** The uploaded and analysed file, once step 1 is done. */
export const assistantFileAtom = atom<ProcessedFile | null>(null);

/** The file last analysed on /catalog/new: step 1 offers it rather than asking for the same file again. */
export const recentFileAtom = atom<ProcessedFile | null>(null);

/** What the wizard edits; null before a file is analysed. */
export const wizardDraftAtom = atom<WizardDraft | null>(null);

/** The wizard body's step (0 to 3). */
export const wizardStepAtom = atom<WizardStep>(0);

/** The furthest body step reached: steps up to it show their check once complete. */
export const wizardFurthestAtom = atom<WizardStep>(0);

/** True while the file's columns are being mapped automatically for the first time. */
export const initialMappingAtom = atom(false);

/** The draft as it was when Save template was pressed: what a dismissed save failure restores. */
export const saveSnapshotAtom = atom<WizardDraft | null>(null);

/** The template step 3 saved, for the result screen. */
export const savedTemplateAtom = atom<{ name: string; label: string } | null>(null);

/** Bumped on every new file and reset, so late answers for an earlier file are ignored. */
let generation = 0;

function quietly(what: string) {
  return (error: unknown) => console.warn(`${what} failed`, error);
}

/**
 * The defaults that need the assistant (docs/product.md, failures only logged): suggested source fields, and
 * the file's columns mapped automatically (COPY of a matching column, GENERATE of a matching tool,
 * else EXTRACT of itself). Each answer only touches what the user has not changed meanwhile.
 */
function askAssistant(file: ProcessedFile) {
  const mine = ++generation;
  const initial = store.get(wizardDraftAtom);
  if (!initial) return;
  const columns = knownColumns(initial.groups);
  const current = () => (generation === mine ? store.get(wizardDraftAtom) : null);

  const sample = file.result.products_sample ?? [];
  const available = columns.map((name) => ({
    name,
    details: {
      samples: sample
        .map((row) => row[name])
        .filter((value) => value !== undefined && value !== '')
        .slice(0, 3),
    },
  }));
  suggestSources(available)
    .then((answer) => {
      const draft = current();
      const sources = suggestedSources(answer, columns);
      // Only while the user has not picked source fields themselves.
      if (draft && sources && draft.sourceFields === initial.sourceFields) store.set(wizardDraftAtom, { ...draft, sourceFields: sources });
    })
    .catch(quietly('Source suggestions'));

  if (columns.length === 0) return;
  store.set(initialMappingAtom, true);
  queryClient
    .fetchQuery(toolsQuery)
    .catch((error: unknown) => {
      quietly('Loading the generation tools')(error);
      return [] as string[];
    })
    .then(async (names) => {
      const matches = await mapFields(columns, [...columns, ...names]);
      const draft = current();
      if (!draft) return;
      const mapping = applyMatches(draft.mapping, columns, matches, names);
      if (mapping !== draft.mapping) store.set(wizardDraftAtom, { ...draft, mapping });
    })
    .catch(quietly('Automatic field mapping'))
    .finally(() => {
      if (generation === mine) store.set(initialMappingAtom, false);
    });
}

/** Step 1 done: keep the file, start the wizard from its analysis and go on to configure it. */
export const fileAnalysedAtom = atom(null, (_get, set, processed: ProcessedFile) => {
  set(assistantFileAtom, processed);
  set(wizardDraftAtom, draftFromAnalysis(processed.result));
  set(wizardStepAtom, 0);
  set(wizardFurthestAtom, 0);
  set(saveSnapshotAtom, null);
  set(savedTemplateAtom, null);
  set(assistantStepAtom, 'configure');
  askAssistant(processed);
});

/**
 * A file already analysed on /catalog/new starts the assistant from it, skipping step 1; a wizard
 * already open on that same file is kept as it is.
 */
export const startFromFileAtom = atom(null, (get, set, processed: ProcessedFile) => {
  const sameFile = get(assistantFileAtom)?.storedName === processed.storedName;
  if (sameFile && get(assistantStepAtom) === 'configure') return;
  set(fileAnalysedAtom, processed);
});

/** Moves the wizard body to a step (the gating is the caller's). */
export const wizardGoToAtom = atom(null, (get, set, step: WizardStep) => {
  set(wizardStepAtom, step);
  if (step > get(wizardFurthestAtom)) set(wizardFurthestAtom, step);
});

/** Save template: remember the draft, then step 3 saves it. */
export const startSaveAtom = atom(null, (get, set) => {
  const draft = get(wizardDraftAtom);
  if (!draft) return;
  set(saveSnapshotAtom, draft);
  set(assistantStepAtom, 'save');
});

/** Step 3 succeeded: the result screen. */
export const templateSavedAtom = atom(null, (_get, set, saved: { name: string; label: string }) => {
  set(savedTemplateAtom, saved);
  set(saveSnapshotAtom, null);
  set(assistantStepAtom, 'result');
});

/** A failed save dismissed: back to the wizard with the draft as it was when saving started. */
export const saveDismissedAtom = atom(null, (get, set) => {
  const snapshot = get(saveSnapshotAtom);
  if (snapshot) set(wizardDraftAtom, snapshot);
  set(saveSnapshotAtom, null);
  set(assistantStepAtom, 'configure');
});

/** Back to an empty step 1. */
export const resetAssistantAtom = atom(null, (_get, set) => {
  generation++;
  set(assistantFileAtom, null);
  set(wizardDraftAtom, null);
  set(wizardStepAtom, 0);
  set(wizardFurthestAtom, 0);
  set(initialMappingAtom, false);
  set(saveSnapshotAtom, null);
  set(savedTemplateAtom, null);
  set(assistantStepAtom, 'upload');
});

store.sub(signedInAtom, () => {
  if (store.get(signedInAtom)) return;
  store.set(resetAssistantAtom);
  store.set(recentFileAtom, null);
});
