import type { PaginationState } from '@tanstack/react-table';
import type { KeyedEntry } from '../../../../domain/mapping.ts';
import type { RenameState } from './MappingRow.tsx';
import { type ActionFilter, DEFAULT_PAGE_SIZE } from './rows.ts';

/** What to do once the 'Unsaved Changes' dialog is answered. */
export type Pending = { kind: 'select'; name: string } | { kind: 'close' };

/** The editor's own state: the table's search, filter and page, the row renamed, the panel and its dialogs. */
export interface EditorState {
  search: string;
  actionFilter: ActionFilter;
  pagination: PaginationState;
  rename: RenameState | null;
  /** The row whose panel is open, and the panel's unsaved draft of it. */
  selected: string | null;
  draft: KeyedEntry | null;
  /** The panel shown large, in a dialog. */
  modalOpen: boolean;
  /** Waiting for the 'Unsaved Changes' answer. */
  pending: Pending | null;
  /** The create-value-list dialog. */
  createOpen: boolean;
}

export const EDITOR_START: EditorState = {
  search: '',
  actionFilter: 'ALL',
  pagination: { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE },
  rename: null,
  selected: null,
  draft: null,
  modalOpen: false,
  pending: null,
  createOpen: false,
};
