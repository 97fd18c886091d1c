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
import * as Tabs from '@radix-ui/react-tabs';
import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
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
import { createValueList, detectValueLists, useValueLists } from '../../api/value-lists.ts';
import { ApiError } from '../../lib/errors.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { Modal } from '../Modal.tsx';
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

interface FileState {
  name: string;
  /** Lists found in the file, by name (a CSV holds one, named after the file). */
  lists: Record<string, ValueListValue[]>;
  chosen: string;
}

export function CreateValueListModal({ open, onOpenChange, onCreated, existingLists, initialName }: CreateValueListModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ids = { name: useId(), paste: useId(), file: useId(), fileList: useId(), nameError: useId(), valuesError: useId() };
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [mode, setMode] = useState<Mode>('paste');
  const [pasteText, setPasteText] = useState('');
  const [file, setFile] = useState<FileState | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [takenByServer, setTakenByServer] = useState<string | null>(null);

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
  const nameTaken = check.name === 'taken' || (takenByServer !== null && takenByServer === name.trim().toLowerCase());

  let nameError: string | null = null;
  if (check.name === 'required' && (attempted || nameTouched)) nameError = attempted ? t('valueLists.nameMissing') : t('valueLists.nameRequired');
  else if (check.name === 'tooLong') nameError = t('valueLists.nameTooLong', { max: VALUE_LIST_NAME_MAX });
  else if (nameTaken) nameError = t('valueLists.nameTaken');

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
    setSubmitting(true);
    try {
      const created = await createValueList({ name: name.trim(), values: check.values });
      toast.success(t('valueLists.created'));
      onCreated(created);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setTakenByServer(name.trim().toLowerCase());
      else toast.error(t('valueLists.createFailed'));
    } finally {
      setSubmitting(false);
    }
  }

  const formId = `${ids.name}-form`;
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
        <div className="field">
          <label htmlFor={ids.name}>{t('valueLists.name')}</label>
          <input
            id={ids.name}
            className="input"
            value={name}
            placeholder={t('valueLists.namePlaceholder')}
            maxLength={VALUE_LIST_NAME_MAX + 20}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? ids.nameError : undefined}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setNameTouched(true)}
          />
          {nameError && (
            <p id={ids.nameError} className="vl-error" role="alert">
              {nameError}
            </p>
          )}
        </div>
        <Tabs.Root value={mode} onValueChange={(next) => setMode(next as Mode)} className="vl-tabs">
          <Tabs.List className="vl-tab-list" aria-label={t('valueLists.modeLabel')}>
            <Tabs.Trigger value="upload" className="vl-tab">
              {t('valueLists.uploadTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="paste" className="vl-tab">
              {t('valueLists.pasteTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upload" className="vl-tab-panel">
            <p className="vl-hint">{t('valueLists.uploadHint')}</p>
            <div className="field">
              <label htmlFor={ids.file}>{t('valueLists.chooseFile')}</label>
              <input id={ids.file} type="file" className="vl-file" accept=".xlsx,.csv" onChange={onFile} disabled={reading} />
            </div>
            {reading && (
              <p className="vl-hint" role="status">
                {t('valueLists.readingFile')}
              </p>
            )}
            {file && (
              <p className="vl-hint">{t('valueLists.fileChosen', { name: file.name })}</p>
            )}
            {file && Object.keys(file.lists).length > 1 && (
              <div className="field">
                <label htmlFor={ids.fileList}>{t('valueLists.fileList')}</label>
                <select
                  id={ids.fileList}
                  className="input select"
                  value={file.chosen}
                  onChange={(e) => setFile({ ...file, chosen: e.target.value })}
                >
                  {Object.keys(file.lists).map((key) => (
                    <option key={key} value={key}>
                      {key}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {fileError && !attempted && (
              <p className="vl-error" role="alert">
                {fileError}
              </p>
            )}
          </Tabs.Content>
          <Tabs.Content value="paste" className="vl-tab-panel">
            <div className="field">
              <label htmlFor={ids.paste}>{t('valueLists.pasteLabel')}</label>
              <textarea
                id={ids.paste}
                className="input vl-textarea"
                rows={6}
                value={pasteText}
                placeholder={t('valueLists.pastePlaceholder')}
                aria-describedby={valuesError ? ids.valuesError : undefined}
                onChange={(e) => setPasteText(e.target.value)}
              />
              <p className="vl-hint">{t('valueLists.pasteHint')}</p>
            </div>
          </Tabs.Content>
        </Tabs.Root>
        {valuesError && (
          <p id={ids.valuesError} className="vl-error" role="alert">
            {valuesError}
          </p>
        )}
        {values.length > 0 && <ValuesPreview values={values} />}
      </form>
    </Modal>
  );
}
