import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkValueListForm, parsePastedValues, VALUE_LIST_MAX_VALUES } from '../../../../domain/value-list.ts';
import { useCreateValueList, useUpdateValueList, useValueListToEdit } from '../../api/value-lists.ts';
import { ApiError } from '../../lib/errors.ts';
import { useFailureToast } from '../../lib/useFailureToast.ts';
import { useForm } from '../../lib/useForm.ts';
import { Modal } from '../ui/Modal.tsx';
import { toast } from '../ui/toast.tsx';
import { useValueListNameError, ValueListNameField } from './ValueListNameField.tsx';
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

/** The dialog's form: the list's name and rows, the page shown, and the paste box (its error is `pasteText`'s). */
interface ListForm {
  name: string;
  rows: Row[];
  page: number;
  pasteOpen: boolean;
  pasteText: string;
  /** The name the server last refused as taken (409), lower case. */
  takenByServer: string | null;
}

const EMPTY_FORM: ListForm = { name: '', rows: [], page: 0, pasteOpen: false, pasteText: '', takenByServer: null };

/** Create or edit a value list: its name and rows of code and label (docs/product.md). */
export function ValueListFormModal({ target, lists, onClose }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useForm(EMPTY_FORM);
  const { name, rows, page, pasteOpen, pasteText, takenByServer } = form.values;
  const { attempted, touched } = form;
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
    form.reset({ ...EMPTY_FORM, rows: target?.mode === 'create' ? [row()] : [] });
  } else if (!formOf.filled && toEdit.data) {
    setFormOf({ target, filled: true });
    form.reset({ ...EMPTY_FORM, name: toEdit.data.name, rows: toEdit.data.values.map((value) => row(value.code, value.label)) });
  }
  const loading = editId !== null && !formOf.filled;
  const createList = useCreateValueList();
  const updateList = useUpdateValueList();
  const saving = createList.isPending || updateList.isPending;

  const check = checkValueListForm(name, rows, lists, editId);
  const { error: nameError, taken: nameTaken } = useValueListNameError(check, name, { touched: touched.name === true, attempted, takenByServer });
  const missing = new Set(check.missingLabels);
  const valid = check.valid && !nameTaken;
  const emptyError = check.empty && (touched.rows === true || attempted) ? t('valueLists.atLeastOne') : null;

  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const shownPage = Math.min(page, pages - 1);
  const shown = rows.slice(shownPage * ROWS_PER_PAGE, (shownPage + 1) * ROWS_PER_PAGE);

  function update(key: number, patch: Partial<Row>) {
    form.touch('rows');
    form.field('rows').onChange((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }

  function addRow() {
    form.field('rows').onChange((current) => [...current, row()]);
    form.set({ page: Math.floor(rows.length / ROWS_PER_PAGE) });
  }

  /** Paste mode: each line split by tab, else 2+ spaces, else comma; the values replace the blank rows. */
  function addPasted() {
    const pasted = parsePastedValues(pasteText);
    if (pasted.length === 0) {
      form.setError('pasteText', t('valueLists.pasteFirst'));
      return;
    }
    const kept = rows.filter((item) => item.code.trim() !== '' || item.label.trim() !== '');
    const next = [...kept, ...pasted.map((value) => row(value.code, value.label))];
    form.set({ rows: next, pasteText: '', pasteOpen: false, page: Math.floor((next.length - 1) / ROWS_PER_PAGE) });
    form.touch('rows');
    form.setError('pasteText', null);
  }

  function removeRow(key: number) {
    form.touch('rows');
    form.field('rows').onChange((current) => current.filter((item) => item.key !== key));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.attempt();
    if (!valid || saving || !target) return;
    const body = { name: name.trim(), values: check.values };
    try {
      if (editId) await updateList.mutateAsync({ id: editId, body });
      else await createList.mutateAsync(body);
      toast.success(t(editId ? 'valueLists.updated' : 'valueLists.created'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.set({ takenByServer: body.name.toLowerCase() });
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
          <ValueListNameField value={name} onChange={form.field('name').onChange} onBlur={form.field('name').onBlur} error={nameError} />
          <fieldset className="vl-form vl-fieldset">
            <legend className="vl-preview-title">{t('valueLists.values')}</legend>
            <p className="vl-hint">{t('valueLists.codeHint')}</p>
            <div className="vl-row vl-row-head" aria-hidden="true">
              <span>{t('valueLists.code')}</span>
              <span>{t('valueLists.label')}</span>
            </div>
            <ul className="stack-list">
              {shown.map((item, index) => {
                const n = shownPage * ROWS_PER_PAGE + index + 1;
                const labelMissing = missing.has(n - 1);
                return (
                  <li key={item.key} className="vl-row">
                    <input className="input" aria-label={t('valueLists.codeOf', { n })} value={item.code} onChange={(e) => update(item.key, { code: e.target.value })} />
                    <input className="input" aria-label={t('valueLists.labelOf', { n })} aria-invalid={labelMissing ? true : undefined} value={item.label} onChange={(e) => update(item.key, { label: e.target.value })} />
                    <button type="button" className="icon-button" aria-label={t('valueLists.removeRow', { n })} onClick={() => removeRow(item.key)}>
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
                <button type="button" className="button button-small" aria-expanded={pasteOpen} onClick={() => form.set({ pasteOpen: !pasteOpen })}>
                  {t('valueLists.pasteTab')}
                </button>
              </div>
              {pages > 1 && <ValueListPager offset={shownPage * ROWS_PER_PAGE} pageSize={ROWS_PER_PAGE} total={rows.length} onOffset={(offset) => form.set({ page: offset / ROWS_PER_PAGE })} />}
            </div>
            {pasteOpen && (
              <div className="field">
                <label htmlFor={pasteId}>{t('valueLists.pasteLabel')}</label>
                <textarea id={pasteId} className="input vl-textarea" rows={5} value={pasteText} placeholder={t('valueLists.pastePlaceholder')} onChange={(e) => form.set({ pasteText: e.target.value })} />
                <p className="vl-hint">{t('valueLists.pasteHint')}</p>
                {form.errors.pasteText && (
                  <p className="vl-error" role="alert">
                    {form.errors.pasteText}
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
