/**
 * The create-value-list dialog of the template editor's Extract panel (docs/product.md paste mode).
 *
 * Props:
 * - `open`, `onOpenChange(open)`: controlled like every Modal.
 * - `onCreated(list: ValueListSummary)`: called once the list is saved (POST /api/value-list), with
 *   its id, name, count and first values, so the panel can select it; the dialog then closes itself
 *   and has shown 'Value list created successfully'.
 * - `existingLists?`: the workspace's lists (id and name) for the case-insensitive name check; when
 *   left out the dialog loads them itself when it opens.
 * - `initialName?`: the name proposed when the dialog opens (the field's name, say).
 *
 * Two ways in: 'Upload File' (an .xlsx or .csv with code and label columns) and 'Paste Text' (one
 * value per line, split by tab, else 2+ spaces, else comma). A preview shows the first 3 values.
 */
import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '../../../../domain/files.ts';
import { checkValueListForm, parsePastedValues, VALUE_LIST_MAX_VALUES, VALUE_LIST_NAME_MAX, type ValueListSummary, type ValueListValue } from '../../../../domain/value-list.ts';
import { detectValueLists, readValueListCsv, useCreateValueList, useValueLists } from '../../api/value-lists.ts';
import { ApiError } from '../../lib/errors.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { useForm } from '../../lib/useForm.ts';
import { Field } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { toast } from '../ui/toast.tsx';
import { useValueListNameError, ValueListNameField } from './ValueListNameField.tsx';
import { ValuesPreview } from './ValuesPreview.tsx';
import './value-lists.css';

export interface CreateValueListModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (list: ValueListSummary) => void;
  existingLists?: readonly { id: string; name: string }[];
  initialName?: string;
}

type Mode = 'upload' | 'paste';
const FILE_EXTENSIONS = ['xlsx', 'csv'];
const MODE_TAB_CLASSES = { root: 'vl-tabs', list: 'tab-list', tab: 'tab', panel: 'tab-panel vl-tab-panel' };

interface FileState {
  name: string;
  /** Lists found in the file, by name (a CSV holds one, named after the file). */
  lists: Record<string, ValueListValue[]>;
  chosen: string;
}

/** The dialog's form; the file's error (type, size, unreadable, empty) is the `file` field's. */
interface CreateForm {
  name: string;
  mode: Mode;
  pasteText: string;
  file: FileState | null;
  /** The file is being read. */
  reading: boolean;
  /** The name the server last refused as taken (409), lower case. */
  takenByServer: string | null;
}

const EMPTY_FORM: CreateForm = { name: '', mode: 'paste', pasteText: '', file: null, reading: false, takenByServer: null };

export function CreateValueListModal({ open, onOpenChange, onCreated, existingLists, initialName }: CreateValueListModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formId = useId();
  const valuesErrorId = useId();
  const form = useForm(EMPTY_FORM);
  const { name, mode, pasteText, file, reading, takenByServer } = form.values;
  const fileError = form.errors.file ?? null;
  const attempted = form.attempted;
  const createList = useCreateValueList();
  const submitting = createList.isPending;

  // A fresh form each time the dialog opens (adjusted while rendering, as React advises), and only
  // then: the caller re-rendering with a new `existingLists` array must not wipe what is typed.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    // A file still being read is not forgotten: its answer fills the new form, as before.
    if (open) form.reset({ ...EMPTY_FORM, name: initialName ?? '', reading });
  }

  // Without the lists the server's 409 still catches a taken name.
  const loadedLists = useValueLists(open && !existingLists).data;
  const lists = existingLists ?? loadedLists ?? [];
  const values = useMemo<ValueListValue[]>(() => (mode === 'paste' ? parsePastedValues(pasteText) : file ? (file.lists[file.chosen] ?? []) : []), [mode, pasteText, file]);
  const check = checkValueListForm(name, values, lists);
  const { error: nameError, taken: nameTaken } = useValueListNameError(check, name, { touched: form.touched.name === true, attempted, takenByServer });

  let valuesError: string | null = null;
  if (check.tooMany) valuesError = t('valueLists.tooMany', { max: VALUE_LIST_MAX_VALUES });
  else if (attempted && check.empty) {
    valuesError = mode === 'paste' ? t('valueLists.pasteFirst') : (fileError ?? t('valueLists.atLeastOne'));
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    form.set({ file: null });
    form.setError('file', null);
    const ext = chosen.name.split('.').pop()?.toLowerCase() ?? '';
    if (!FILE_EXTENSIONS.includes(ext)) {
      form.setError('file', t('valueLists.fileTypeNotAllowed', { exts: '.xlsx, .csv' }));
      return;
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      form.setError('file', t('upload.tooLarge'));
      return;
    }
    form.set({ reading: true });
    try {
      const found = ext === 'csv' ? { [chosen.name.replace(/\.csv$/i, '')]: await readValueListCsv(await chosen.text()) } : await detectValueLists(chosen);
      const names = Object.keys(found).filter((key) => (found[key]?.length ?? 0) > 0);
      const first = names[0];
      if (first === undefined) {
        form.setError('file', t('valueLists.noValuesInFile'));
        return;
      }
      form.set({ file: { name: chosen.name, lists: Object.fromEntries(names.map((key) => [key, found[key] ?? []])), chosen: first } });
      if (name.trim() === '') form.set({ name: first });
    } catch (error) {
      form.setError('file', errorText(error));
    } finally {
      form.set({ reading: false });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.attempt();
    if (!check.valid || nameTaken || submitting) return;
    try {
      const created = await createList.mutateAsync({ name: name.trim(), values: check.values });
      toast.success(t('valueLists.created'));
      onCreated(created);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.set({ takenByServer: name.trim().toLowerCase() });
      else toast.error(t('valueLists.createFailed'));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('valueLists.createTitle')}
      size="md"
      busy={submitting || reading}
      footer={
        <>
          <button type="button" className="button" onClick={() => onOpenChange(false)}>
            {t('valueLists.cancel')}
          </button>
          <button type="submit" form={formId} className="button button-primary" disabled={submitting || reading}>
            {submitting ? t('valueLists.creating') : t('valueLists.create')}
          </button>
        </>
      }
    >
      <form id={formId} className="vl-form" onSubmit={onSubmit} noValidate>
        <ValueListNameField value={name} onChange={form.field('name').onChange} onBlur={form.field('name').onBlur} error={nameError} maxLength={VALUE_LIST_NAME_MAX + 20} />
        <Tabs
          value={mode}
          onValueChange={form.field('mode').onChange}
          label={t('valueLists.modeLabel')}
          classNames={MODE_TAB_CLASSES}
          tabs={[
            {
              value: 'upload',
              label: t('valueLists.uploadTab'),
              panel: (
                <>
                  <p className="vl-hint">{t('valueLists.uploadHint')}</p>
                  <Field label={t('valueLists.chooseFile')}>{(control) => <input {...control} type="file" className="vl-file" accept=".xlsx,.csv" onChange={onFile} disabled={reading} />}</Field>
                  {reading && (
                    <p className="vl-hint" role="status">
                      {t('valueLists.readingFile')}
                    </p>
                  )}
                  {file && <p className="vl-hint">{t('valueLists.fileChosen', { name: file.name })}</p>}
                  {file && Object.keys(file.lists).length > 1 && (
                    <Field label={t('valueLists.fileList')}>
                      {(control) => (
                        <select {...control} className="input select" value={file.chosen} onChange={(e) => form.set({ file: { ...file, chosen: e.target.value } })}>
                          {Object.keys(file.lists).map((key) => (
                            <option key={key} value={key}>
                              {key}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  )}
                  {fileError && !attempted && (
                    <p className="vl-error" role="alert">
                      {fileError}
                    </p>
                  )}
                </>
              ),
            },
            {
              value: 'paste',
              label: t('valueLists.pasteTab'),
              panel: (
                <Field label={t('valueLists.pasteLabel')} hint={t('valueLists.pasteHint')} hintClassName="vl-hint">
                  {(control) => <textarea {...control} className="input vl-textarea" rows={6} value={pasteText} placeholder={t('valueLists.pastePlaceholder')} aria-describedby={valuesError ? valuesErrorId : control['aria-describedby']} onChange={(e) => form.set({ pasteText: e.target.value })} />}
                </Field>
              ),
            },
          ]}
        />
        {valuesError && (
          <p id={valuesErrorId} className="vl-error" role="alert">
            {valuesError}
          </p>
        )}
        {values.length > 0 && <ValuesPreview values={values} />}
      </form>
    </Modal>
  );
}
