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
import { toast } from '../ui/toast.tsx';
import { MAX_UPLOAD_BYTES } from '../../../../domain/files.ts';
import {
  checkValueListForm,
  parseDelimitedValues,
  parsePastedValues,
  VALUE_LIST_MAX_VALUES,
  VALUE_LIST_NAME_MAX,
  type ValueListSummary,
  type ValueListValue,
} from '../../../../domain/value-list.ts';
import { detectValueLists, useCreateValueList, useValueLists } from '../../api/value-lists.ts';
import { ApiError } from '../../lib/errors.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { Field } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { ValueListNameField, useValueListNameError } from './ValueListNameField.tsx';
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
const MODE_TAB_CLASSES = { root: 'vl-tabs', list: 'vl-tab-list', tab: 'vl-tab', panel: 'vl-tab-panel' };

interface FileState {
  name: string;
  /** Lists found in the file, by name (a CSV holds one, named after the file). */
  lists: Record<string, ValueListValue[]>;
  chosen: string;
}

export function CreateValueListModal({ open, onOpenChange, onCreated, existingLists, initialName }: CreateValueListModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formId = useId();
  const valuesErrorId = useId();
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [mode, setMode] = useState<Mode>('paste');
  const [pasteText, setPasteText] = useState('');
  const [file, setFile] = useState<FileState | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [takenByServer, setTakenByServer] = useState<string | null>(null);
  const createList = useCreateValueList();
  const submitting = createList.isPending;

  // A fresh form each time the dialog opens (adjusted while rendering, as React advises), and only
  // then: the caller re-rendering with a new `existingLists` array must not wipe what is typed.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(initialName ?? '');
      setNameTouched(false);
      setMode('paste');
      setPasteText('');
      setFile(null);
      setFileError(null);
      setAttempted(false);
      setTakenByServer(null);
    }
  }

  // Without the lists the server's 409 still catches a taken name.
  const loadedLists = useValueLists(open && !existingLists).data;
  const lists = existingLists ?? loadedLists ?? [];
  const values = useMemo<ValueListValue[]>(
    () => (mode === 'paste' ? parsePastedValues(pasteText) : file ? (file.lists[file.chosen] ?? []) : []),
    [mode, pasteText, file],
  );
  const check = checkValueListForm(name, values, lists);
  const { error: nameError, taken: nameTaken } = useValueListNameError(check, name, { touched: nameTouched, attempted, takenByServer });

  let valuesError: string | null = null;
  if (check.tooMany) valuesError = t('valueLists.tooMany', { max: VALUE_LIST_MAX_VALUES });
  else if (attempted && check.empty) {
    valuesError = mode === 'paste' ? t('valueLists.pasteFirst') : (fileError ?? t('valueLists.atLeastOne'));
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(null);
    setFileError(null);
    const ext = chosen.name.split('.').pop()?.toLowerCase() ?? '';
    if (!FILE_EXTENSIONS.includes(ext)) {
      setFileError(t('valueLists.fileTypeNotAllowed', { exts: '.xlsx, .csv' }));
      return;
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      setFileError(t('upload.tooLarge'));
      return;
    }
    setReading(true);
    try {
      const found =
        ext === 'csv'
          ? { [chosen.name.replace(/\.csv$/i, '')]: parseDelimitedValues(await chosen.text()) }
          : await detectValueLists(chosen);
      const names = Object.keys(found).filter((key) => (found[key]?.length ?? 0) > 0);
      const first = names[0];
      if (first === undefined) {
        setFileError(t('valueLists.noValuesInFile'));
        return;
      }
      setFile({ name: chosen.name, lists: Object.fromEntries(names.map((key) => [key, found[key] ?? []])), chosen: first });
      if (name.trim() === '') setName(first);
    } catch (error) {
      setFileError(errorText(error));
    } finally {
      setReading(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!check.valid || nameTaken || submitting) return;
    try {
      const created = await createList.mutateAsync({ name: name.trim(), values: check.values });
      toast.success(t('valueLists.created'));
      onCreated(created);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setTakenByServer(name.trim().toLowerCase());
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
        <ValueListNameField
          value={name}
          onChange={setName}
          onBlur={() => setNameTouched(true)}
          error={nameError}
          maxLength={VALUE_LIST_NAME_MAX + 20}
        />
        <Tabs
          value={mode}
          onValueChange={setMode}
          label={t('valueLists.modeLabel')}
          classNames={MODE_TAB_CLASSES}
          tabs={[
            {
              value: 'upload',
              label: t('valueLists.uploadTab'),
              panel: (
                <>
                  <p className="vl-hint">{t('valueLists.uploadHint')}</p>
                  <Field label={t('valueLists.chooseFile')}>
                    {(control) => <input {...control} type="file" className="vl-file" accept=".xlsx,.csv" onChange={onFile} disabled={reading} />}
                  </Field>
                  {reading && (
                    <p className="vl-hint" role="status">
                      {t('valueLists.readingFile')}
                    </p>
                  )}
                  {file && <p className="vl-hint">{t('valueLists.fileChosen', { name: file.name })}</p>}
                  {file && Object.keys(file.lists).length > 1 && (
                    <Field label={t('valueLists.fileList')}>
                      {(control) => (
                        <select {...control} className="input select" value={file.chosen} onChange={(e) => setFile({ ...file, chosen: e.target.value })}>
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
                  {(control) => (
                    <textarea
                      {...control}
                      className="input vl-textarea"
                      rows={6}
                      value={pasteText}
                      placeholder={t('valueLists.pastePlaceholder')}
                      aria-describedby={valuesError ? valuesErrorId : control['aria-describedby']}
                      onChange={(e) => setPasteText(e.target.value)}
                    />
                  )}
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
