import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCreateTemplate } from '../../api/catalog-config.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { StatusPanel } from '../../components/ui/StatusPanel.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/errors.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { configInput, newCatalogState } from '../../lib/wizard.ts';
import { assistantFileAtom, resetAssistantAtom, saveDismissedAtom, savedTemplateAtom, saveSnapshotAtom, templateSavedAtom } from '../../state/assistant.ts';
import './TemplateWizard.css';

type SaveState = { status: 'saving' } | { status: 'error'; error: unknown };

/** A save refused for a language the assistant cannot write: trying again cannot help, the dialog says what can. */
const refusedLanguage = (state: SaveState) => state.status === 'error' && state.error instanceof ApiError && state.error.code === 'language_not_supported';

/**
 * Step 3: saves the template once on mount behind 'Please wait while we process your data.'; a
 * failure opens a dialog with Dismiss (back to the wizard as it was, with a toast) and Retry.
 */
export function SaveStep() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const file = useAtomValue(assistantFileAtom);
  const snapshot = useAtomValue(saveSnapshotAtom);
  const saved = useSetAtom(templateSavedAtom);
  const dismissed = useSetAtom(saveDismissedAtom);
  const [state, setState] = useState<SaveState>({ status: 'saving' });
  const { mutateAsync: createTemplate } = useCreateTemplate();
  // Strict mode runs mount effects twice: the template must still be created once.
  const started = useRef(false);

  const save = useCallback(async () => {
    if (!file || !snapshot) return;
    setState({ status: 'saving' });
    try {
      const input = configInput(snapshot, file.result);
      const { name } = await createTemplate(input);
      toast.success(t('templates.edit.saved'));
      saved({ name, label: input.label });
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, [file, snapshot, saved, t, createTemplate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void save();
  }, [save]);

  // A create answers 409 only when the name was taken meanwhile: say so in the name's own words.
  const reason = (error: unknown) => (error instanceof ApiError && error.status === 409 ? t('assistant.name.taken') : errorText(error));

  const dismiss = () => {
    dismissed();
    toast.error(t('assistant.config_save_dismiss_toast'));
  };

  return (
    <>
      <Modal open={state.status === 'saving'} onOpenChange={() => {}} dismissable={false} busy size="sm" title={t('assistant.saving.title')} description={t('assistant.saving.text', { label: snapshot?.label ?? '' })}>
        <progress className="wizard-saving-bar" aria-label={t('assistant.saving.title')} />
      </Modal>
      <Modal
        open={state.status === 'error'}
        onOpenChange={(open) => !open && dismiss()}
        size="sm"
        title={t(refusedLanguage(state) ? 'assistant.saveError.languageTitle' : 'assistant.saveError.title')}
        description={state.status === 'error' ? reason(state.error) : undefined}
        footer={
          <>
            <button type="button" className="button" onClick={dismiss}>
              {t('assistant.saveError.dismiss')}
            </button>
            <button type="button" className="button button-primary" onClick={() => void save()}>
              {t('assistant.saveError.retry')}
            </button>
          </>
        }
      />
    </>
  );
}

/**
 * Step 4: the saved template, and where to go next; each choice starts the assistant over. Saving
 * starts no run, so nothing here speaks of one being processed: 'Generate a catalog' is the way to one.
 */
export function ResultStep() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const file = useAtomValue(assistantFileAtom);
  const template = useAtomValue(savedTemplateAtom);
  const reset = useSetAtom(resetAssistantAtom);
  if (!template) return null;

  const leave = (to: string, state?: unknown) => {
    reset();
    navigate(to, state === undefined ? undefined : { state });
  };
  const generate = () => leave('/catalog/new', newCatalogState(template.name, file));

  return (
    <StatusPanel title={t('assistant.result.title')} text={t('assistant.result.text', { label: template.label })} heading="h2" focusTitle className="wizard-result">
      <div className="wizard-result-actions">
        <button type="button" className="button button-primary" onClick={generate}>
          {t('assistant.result.generate')}
        </button>
        <button type="button" className="button" onClick={() => leave('/home')}>
          {t('assistant.result.home')}
        </button>
        <button type="button" className="button" onClick={() => leave('/catalog-templates')}>
          {t('assistant.result.seeTemplates')}
        </button>
      </div>
    </StatusPanel>
  );
}
