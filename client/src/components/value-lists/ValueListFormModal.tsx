import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast.tsx';
import { checkValueListForm, parsePastedValues, VALUE_LIST_MAX_VALUES } from '../../../../domain/value-list.ts';
import { useCreateValueList, useUpdateValueList, useValueListToEdit } from '../../api/value-lists.ts';
import { ApiError } from '../../lib/errors.ts';
import { useFailureToast } from '../../lib/useFailureToast.ts';
import { Modal } from '../ui/Modal.tsx';
import { ValueListNameField, useValueListNameError } from './ValueListNameField.tsx';
import { ValueListPager } from './ValueListPager.tsx';
import './value-lists.css';

/** Rows shown at once: a 10,000-value list is edited a page at a time. */
const ROWS_PER_PAGE = 50;

interface Row {
  key: number;
  code: string;
  label: string;
}

export type ValueListFormTarget = { mode: 'create' } | { mode: 'edit'; id: string | null };

interface Props {
  /** What the dialog works on; null when closed. An edit without an id says 'No value list selected for editing'. */
  target: ValueListFormTarget | null;
  /** The workspace's lists, for the case-insensitive name check. */
  lists: readonly { id: string; name: string }[];
  onClose: () => void;
}

let nextKey = 0;
const row = (code = '', label = ''): Row => ({ key: nextKey++, code, label });

/** Create or edit a value list: its name and rows of code and label (docs/product.md). */
export function ValueListFormModal({ target, lists, onClose }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [touched, setTouched] = useState({ name: false, rows: false });
  const [attempted, setAttempted] = useState(false);
  const [takenByServer, setTakenByServer] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasteText, setPasteText] = useState('');
  const [pasteError, setPasteError] = useState(false);
  const pasteId = useId();

  const editId = target?.mode === 'edit' ? target.id : null;
  const toEdit = useValueListToEdit(editId);
  useFailureToast(toEdit, { message: t('valueLists.editLoadFailed'), onShown: onClose });
  useEffect(() => {
    if (target?.mode === 'edit' && !target.id) {
      toast.error(t('valueLists.noneSelected'));
      onClose();
    }
  }, [target, onClose, t]);

  // A fresh form for each target, an edit's filled once when its list arrives (adjusted while rendering,
  // as React advises, so a later read of the same list cannot overwrite what is typed).
  const [formOf, setFormOf] = useState<{ target: ValueListFormTarget | null; filled: boolean }>({ target: null, filled: false });
  if (formOf.target !== target) {
    setFormOf({ target, filled: target?.mode === 'create' });
    setTouched({ name: false, rows: false });
    setAttempted(false);
    setTakenByServer(null);
    setPage(0);
    setPasteOpen(false);
    setPasteText('');
    setPasteError(false);
    setName('');
    setRows(target?.mode === 'create' ? [row()] : []);
  } else if (!formOf.filled && toEdit.data) {
    setFormOf({ target, filled: true });
    setName(toEdit.data.name);
    setRows(toEdit.data.values.map((value) => row(value.code, value.label)));
  }
  const loading = editId !== null && !formOf.filled;
  const createList = useCreateValueList();
  const updateList = useUpdateValueList();
  const saving = createList.isPending || updateList.isPending;

  const check = checkValueListForm(name, rows, lists, editId);
  const { error: nameError, taken: nameTaken } = useValueListNameError(check, name, { touched: touched.name, attempted, takenByServer });
  const missing = new Set(check.missingLabels);
  const valid = check.valid && !nameTaken;
  const emptyError = check.empty && (touched.rows || attempted) ? t('valueLists.atLeastOne') : null;

  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const shownPage = Math.min(page, pages - 1);
  const shown = rows.slice(shownPage * ROWS_PER_PAGE, (shownPage + 1) * ROWS_PER_PAGE);

  function update(key: number, patch: Partial<Row>) {
    setTouched((was) => ({ ...was, rows: true }));
    setRows((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }

  function addRow() {
    setRows((current) => [...current, row()]);
    setPage(Math.floor(rows.length / ROWS_PER_PAGE));
  }

  /** Paste mode: each line split by tab, else 2+ spaces, else comma; the values replace the blank rows. */
  function addPasted() {
    const pasted = parsePastedValues(pasteText);
    if (pasted.length === 0) {
      setPasteError(true);
      return;
    }
    const kept = rows.filter((item) => item.code.trim() !== '' || item.label.trim() !== '');
    const next = [...kept, ...pasted.map((value) => row(value.code, value.label))];
    setRows(next);
    setTouched((was) => ({ ...was, rows: true }));
    setPasteText('');
    setPasteError(false);
    setPasteOpen(false);
    setPage(Math.floor((next.length - 1) / ROWS_PER_PAGE));
  }

  function removeRow(key: number) {
    setTouched((was) => ({ ...was, rows: true }));
    setRows((current) => current.filter((item) => item.key !== key));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!valid || saving || !target) return;
    const body = { name: name.trim(), values: check.values };
    try {
      if (editId) await updateList.mutateAsync({ id: editId, body });
      else await createList.mutateAsync(body);
      toast.success(t(editId ? 'valueLists.updated' : 'valueLists.created'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setTakenByServer(body.name.toLowerCase());
      else toast.error(t(editId ? 'valueLists.updateFailed' : 'valueLists.createFailed'));
    }
  }

  return (
    <Modal
      open={target !== null && !(target.mode === 'edit' && !target.id)}
      onOpenChange={(open) => !open && onClose()}
      title={t(target?.mode === 'edit' ? 'valueLists.editTitle' : 'valueLists.createTitle')}
      size="lg"
      busy={loading || saving}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('valueLists.cancel')}
          </button>
          <button type="submit" form={formId} className="button button-primary" disabled={!valid || saving || loading}>
            {saving ? t('valueLists.saving') : t('valueLists.save')}
          </button>
        </>
      }
    >
      {loading ? (
        <p className="vl-hint" role="status">
          {t('valueLists.loading')}
        </p>
      ) : (
        <form id={formId} className="vl-form" onSubmit={onSubmit} noValidate>
          <ValueListNameField
            value={name}
            onChange={setName}
            onBlur={() => setTouched((was) => ({ ...was, name: true }))}
            error={nameError}
          />
          <fieldset className="vl-form vl-fieldset">
            <legend className="vl-preview-title">{t('valueLists.values')}</legend>
            <p className="vl-hint">{t('valueLists.codeHint')}</p>
            <div className="vl-row vl-row-head" aria-hidden="true">
              <span>{t('valueLists.code')}</span>
              <span>{t('valueLists.label')}</span>
            </div>
            <ul className="vl-rows">
              {shown.map((item, index) => {
                const n = shownPage * ROWS_PER_PAGE + index + 1;
                const labelMissing = missing.has(n - 1);
                return (
                  <li key={item.key} className="vl-row">
                    <input
                      className="input"
                      aria-label={t('valueLists.codeOf', { n })}
                      value={item.code}
                      onChange={(e) => update(item.key, { code: e.target.value })}
                    />
                    <input
                      className="input"
                      aria-label={t('valueLists.labelOf', { n })}
                      aria-invalid={labelMissing ? true : undefined}
                      value={item.label}
                      onChange={(e) => update(item.key, { label: e.target.value })}
                    />
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('valueLists.removeRow', { n })}
                      onClick={() => removeRow(item.key)}
                    >
                      <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                        <path d="M6 6l12 12M18 6 6 18" />
                      </svg>
                    </button>
                    {labelMissing && <p className="vl-error">{t('valueLists.labelRequired')}</p>}
                  </li>
                );
              })}
            </ul>
            {missing.size > 0 && (
              <p className="vl-error" role="alert">
                {t('valueLists.labelRequired')}
              </p>
            )}
            {emptyError && (
              <p className="vl-error" role="alert">
                {emptyError}
              </p>
            )}
            {check.tooMany && (
              <p className="vl-error" role="alert">
                {t('valueLists.tooMany', { max: VALUE_LIST_MAX_VALUES })}
              </p>
            )}
            <div className="vl-actions">
              <div className="vl-pager">
                <button type="button" className="button button-small" onClick={addRow}>
                  {t('valueLists.addRow')}
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-expanded={pasteOpen}
                  onClick={() => setPasteOpen(!pasteOpen)}
                >
                  {t('valueLists.pasteTab')}
                </button>
              </div>
              {pages > 1 && (
                <ValueListPager
                  offset={shownPage * ROWS_PER_PAGE}
                  pageSize={ROWS_PER_PAGE}
                  total={rows.length}
                  onOffset={(offset) => setPage(offset / ROWS_PER_PAGE)}
                />
              )}
            </div>
            {pasteOpen && (
              <div className="field">
                <label htmlFor={pasteId}>{t('valueLists.pasteLabel')}</label>
                <textarea
                  id={pasteId}
                  className="input vl-textarea"
                  rows={5}
                  value={pasteText}
                  placeholder={t('valueLists.pastePlaceholder')}
                  onChange={(e) => setPasteText(e.target.value)}
                />
                <p className="vl-hint">{t('valueLists.pasteHint')}</p>
                {pasteError && (
                  <p className="vl-error" role="alert">
                    {t('valueLists.pasteFirst')}
                  </p>
                )}
                <div>
                  <button type="button" className="button button-small" onClick={addPasted}>
                    {t('valueLists.addPasted')}
                  </button>
                </div>
              </div>
            )}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}
