import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueColumn, ValueRow } from '../../../../domain/values.ts';
import { useEditValue } from '../../api/catalog-values.ts';
import { ApiError } from '../../lib/errors.ts';
import { draftOf, type GridFocus, type GridPosition, inTemplate, typedValue } from '../../lib/review.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import type { CellEditing } from './CellEditor.tsx';
import { type FieldList, inList } from './useFieldLists.ts';

interface Editing {
  row: number;
  col: number;
  product: number;
  field: string;
  draft: string;
  original: string;
  /** Begun with a character typed over the value. */
  typed: boolean;
}

interface Options {
  runId: string;
  /** Why values cannot be edited here (the run is not done, the screen is a phone's), said when an edit is tried; null when they can. */
  readOnly: string | null;
  rowAt: (index: number) => ValueRow | undefined;
  fieldAt: (col: number) => ValueColumn | undefined;
  productName: (row: ValueRow) => string;
  onAnnounce: (text: string) => void;
  /** An edit begins at a position: it becomes the focused one. */
  onStart: (position: GridFocus) => void;
  /** An edit ends with the focus going back to its cell. */
  onRefocus: (position: GridPosition) => void;
  /** The value list a field's values must be one of: the editor offers its items and says when a value is outside it. */
  listOf?: (field: string) => FieldList | null;
}

/** The value being edited in the grid: starting an edit, saving it (or why it was not saved), cancelling it. */
export function useCellEditing({ runId, readOnly, rowAt, fieldAt, productName, onAnnounce, onStart, onRefocus, listOf }: Options) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const errorId = useId();
  const noteId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const edit = useEditValue(runId);

  /** Edits a value, from what it holds or (`typed`) from a character typed over it. */
  const startEdit = (position: GridFocus, typed?: string) => {
    if (editing) return;
    const row = rowAt(position.row);
    const column = fieldAt(position.col);
    if (!row || !column || position.row < 0 || position.product) return;
    if (!inTemplate(column)) {
      onAnnounce(t('review.edit.notInTemplate'));
      return;
    }
    if (readOnly !== null) {
      onAnnounce(readOnly);
      return;
    }
    if (row.state === 'pending') {
      onAnnounce(t('review.edit.pending'));
      return;
    }
    const original = draftOf(row.cells[column.name]?.value);
    setEditError(null);
    onStart(position);
    setEditing({ row: position.row, col: position.col, product: row.product, field: column.name, draft: typed ?? original, original, typed: typed !== undefined });
  };

  const stopEditing = (refocus: boolean) => {
    if (!editing) return;
    const position = { row: editing.row, col: editing.col };
    setEditing(null);
    setEditError(null);
    if (refocus) onRefocus(position);
  };

  const save = () => {
    if (!editing) return;
    if (editing.draft === editing.original) {
      stopEditing(true);
      return;
    }
    setEditError(null);
    edit.mutate(
      { product: editing.product, field: editing.field, value: typedValue(editing.draft) },
      {
        onSuccess: () => {
          stopEditing(true);
          onAnnounce(t('review.edit.saved'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'bad_request') setEditError(t('review.edit.invalid'));
          else if (error instanceof ApiError && error.status === 409) setEditError(t('review.edit.conflict'));
          else setEditError(t('review.edit.failed', { reason: errorText(error) }));
        },
      },
    );
  };

  /** The cell being edited when it is in the row at `index`, with what its editor shows and does. */
  const editorIn = (index: number): { col: number; cell: CellEditing } | null => {
    const column = editing?.row === index ? fieldAt(editing.col) : undefined;
    if (!editing || !column) return null;
    const row = rowAt(index);
    const list = listOf?.(editing.field) ?? null;
    const outside = list !== null && !inList(list, editing.draft);
    return {
      col: editing.col,
      cell: {
        label: t('review.edit.label', { field: column.name, product: row ? productName(row) : '' }),
        draft: editing.draft,
        typed: editing.typed,
        saving: edit.isPending,
        errorId: editError ? errorId : outside ? noteId : undefined,
        options: list?.options,
        onChange: (draft) => setEditing({ ...editing, draft }),
        onSave: save,
        onCancel: () => stopEditing(true),
        onBlur: () => stopEditing(false),
      },
    };
  };

  /** A value typed outside its field's list: said under the grid while the edit is open (it may still be saved). */
  const list = editing ? (listOf?.(editing.field) ?? null) : null;
  const listNote = editing && list && !inList(list, editing.draft) ? t('review.edit.outsideList', { value: editing.draft.trim(), list: list.name }) : null;

  return { editing: editing !== null, startEdit, editorIn, editError, errorId, listNote, noteId };
}
