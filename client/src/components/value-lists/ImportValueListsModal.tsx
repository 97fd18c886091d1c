import { type ChangeEvent, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '../../../../domain/files.ts';
import { isValueListNameTaken, type ValueListValue } from '../../../../domain/value-list.ts';
import { createValueList, detectValueLists, fetchValueLists } from '../../api/value-lists.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { useForm } from '../../lib/useForm.ts';
import { Modal } from '../ui/Modal.tsx';
import { toast } from '../ui/toast.tsx';
import './value-lists.css';

type Step = 'pick' | 'analysing' | 'select' | 'importing' | 'completed';
type ItemStatus = 'waiting' | 'importing' | 'imported' | 'failed';

interface Item {
  name: string;
  values: ValueListValue[];
  exists: boolean;
  selected: boolean;
  status: ItemStatus | null;
  error?: string;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The workspace's lists when the dialog opens; names found there are skipped. */
  lists: readonly { id: string; name: string }[];
  /** Called after each run of imports, so the page can reload its lists. */
  onImported: () => void;
}

/** The dialog's state: its step, the lists found and how each import went, the run's progress. */
interface ImportForm {
  step: Step;
  items: Item[];
  /** Why the chosen file was refused (type, size). */
  fileError: string | null;
  progress: { done: number; total: number };
}

const START: ImportForm = { step: 'pick', items: [], fileError: null, progress: { done: 0, total: 0 } };

const STATUS_KEYS: Record<ItemStatus, string> = {
  waiting: 'valueLists.statusWaiting',
  importing: 'valueLists.statusImporting',
  imported: 'valueLists.statusImported',
  failed: 'valueLists.statusFailed',
};

/**
 * Import of an xlsx workbook's lists (docs/product.md Lists): analysing → select → importing → completed.
 * Lists are created one call at a time; names that already exist are shown, unchecked, disabled and
 * skipped; a failure keeps its error and can be retried.
 */
export function ImportValueListsModal({ open, onOpenChange, lists, onImported }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fileId = useId();
  const form = useForm(START);
  const { step, items, fileError, progress } = form.values;
  const { set } = form;
  const setItems = form.field('items').onChange;

  useEffect(() => {
    if (!open) return;
    set({ step: 'pick', items: [], fileError: null });
  }, [open, set]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    set({ fileError: null });
    if (!/\.xlsx$/i.test(file.name)) {
      set({ fileError: t('valueLists.xlsxOnly') });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      set({ fileError: t('upload.tooLarge') });
      return;
    }
    set({ step: 'analysing' });
    try {
      const detected = await detectValueLists(file);
      const found = Object.entries(detected).filter(([, values]) => values.length > 0);
      if (found.length === 0) {
        toast(t('valueLists.noneFound'));
        set({ step: 'pick' });
        return;
      }
      setItems(
        found.map(([name, values]) => {
          const exists = isValueListNameTaken(name, lists);
          return { name, values, exists, selected: !exists, status: null };
        }),
      );
      set({ step: 'select' });
    } catch (error) {
      toast.error(t('valueLists.analyzeFailed', { error: errorText(error) }));
      set({ step: 'pick' });
    }
  }

  /** Creates the chosen lists one after the other; each outcome is kept on its item. */
  async function importItems(names: string[]) {
    set({ step: 'importing', progress: { done: 0, total: names.length } });
    setItems((current) => current.map((item) => (names.includes(item.name) ? { ...item, status: 'waiting', error: undefined } : item)));
    let failures = 0;
    for (const [index, name] of names.entries()) {
      const item = items.find((candidate) => candidate.name === name);
      if (!item) continue;
      setItems((current) => current.map((it) => (it.name === name ? { ...it, status: 'importing' } : it)));
      try {
        await createValueList({ name, values: item.values });
        setItems((current) => current.map((it) => (it.name === name ? { ...it, status: 'imported' } : it)));
      } catch (error) {
        failures++;
        toast.error(t('valueLists.importFailed', { listName: name }));
        setItems((current) => current.map((it) => (it.name === name ? { ...it, status: 'failed', error: errorText(error) } : it)));
      }
      set({ progress: { done: index + 1, total: names.length } });
    }
    if (failures === 0) toast.success(t('valueLists.importDone'));
    set({ step: 'completed' });
    onImported();
  }

  /** Retries the failed lists whose names are still free (another tab may have created one meanwhile). */
  async function retryFailed() {
    let current = lists;
    try {
      current = await fetchValueLists();
    } catch {
      // The names known when the dialog opened still guard against duplicates; the server checks too.
    }
    const failed = items.filter((item) => item.status === 'failed' && !isValueListNameTaken(item.name, current));
    setItems((was) => was.map((item) => (item.status === 'failed' && isValueListNameTaken(item.name, current) ? { ...item, exists: true, selected: false } : item)));
    await importItems(failed.map((item) => item.name));
  }

  const selected = items.filter((item) => item.selected && !item.exists);
  const imported = items.filter((item) => item.status === 'imported').length;
  const failed = items.filter((item) => item.status === 'failed');
  const working = step === 'analysing' || step === 'importing';

  let footer = (
    <button type="button" className="button" onClick={() => onOpenChange(false)} disabled={working}>
      {t('valueLists.close')}
    </button>
  );
  if (step === 'select') {
    footer = (
      <>
        <button type="button" className="button" onClick={() => onOpenChange(false)}>
          {t('valueLists.cancel')}
        </button>
        <button type="button" className="button button-primary" disabled={selected.length === 0} onClick={() => void importItems(selected.map((item) => item.name))}>
          {t('valueLists.importSelected', { count: selected.length })}
        </button>
      </>
    );
  } else if (step === 'completed' && failed.length > 0) {
    footer = (
      <>
        {footer}
        <button type="button" className="button button-primary" onClick={() => void retryFailed()}>
          {t('valueLists.retryFailed')}
        </button>
      </>
    );
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t(step === 'completed' ? 'valueLists.completedTitle' : 'valueLists.importTitle')} dismissable={!working} busy={working} size="md" footer={footer}>
      <div className="vl-form">
        {step === 'pick' && (
          <>
            <p className="vl-hint">{t('valueLists.importHint')}</p>
            <div className="field">
              <label htmlFor={fileId}>{t('valueLists.chooseFile')}</label>
              <input id={fileId} type="file" className="vl-file" accept=".xlsx" onChange={onFile} />
            </div>
            {fileError && (
              <p className="vl-error" role="alert">
                {fileError}
              </p>
            )}
          </>
        )}
        {step === 'analysing' && (
          <p className="vl-hint" role="status">
            {t('valueLists.analysing')}
          </p>
        )}
        {step === 'importing' && (
          <>
            <p className="vl-hint" role="status">
              {t('valueLists.importing', { done: progress.done, total: progress.total })}
            </p>
            <progress className="vl-progress" max={progress.total} value={progress.done} aria-label={t('valueLists.importProgress')} />
          </>
        )}
        {step === 'completed' && (
          <div role="status">
            <p className="vl-hint">{t('valueLists.importedCount', { count: imported })}</p>
            {failed.length > 0 && <p className="vl-error">{t('valueLists.failedCount', { count: failed.length })}</p>}
          </div>
        )}
        {step === 'select' && <p className="vl-hint">{t('valueLists.selectIntro')}</p>}
        {step !== 'pick' && step !== 'analysing' && (
          <ul className="stack-list">
            {items.map((item) => (
              <li key={item.name} className="vl-import-item" data-disabled={item.exists || undefined}>
                <label>
                  <input type="checkbox" checked={item.selected && !item.exists} disabled={item.exists || step !== 'select'} onChange={(e) => setItems((current) => current.map((it) => (it.name === item.name ? { ...it, selected: e.target.checked } : it)))} />
                  <span>
                    <strong>{item.name}</strong> <span className="vl-hint">{t('valueLists.count', { count: item.values.length })}</span>
                    {item.exists && <span className="vl-hint"> — {t('valueLists.exists', { listName: item.name })}</span>}
                    {item.error && <span className="vl-error"> — {item.error}</span>}
                  </span>
                </label>
                {item.status && (
                  <span className="vl-status" data-status={item.status}>
                    {t(STATUS_KEYS[item.status])}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
