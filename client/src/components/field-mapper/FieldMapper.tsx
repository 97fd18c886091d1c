/**
 * FieldMapper: the template's field mapping table and its per-field panel (docs/product.md "Field mapping
 * table", "Per-field panel", docs/product.md "Mapping rows"). Embedded by the template edit page and the config
 * assistant's wizard.
 *
 * Props:
 * - `mapping`: the keyed mapping (output field name → entry, domain/mapping.ts `KeyedMapping`);
 * - `onChange(next)`: called with a new mapping object on every change (rename, remove, add, action
 *   change, automatic mapping, panel Save); the component never mutates `mapping`;
 * - `columns`: the source file's known column names (COPY sources, automatic-mapping targets);
 * - `detectedValueLists`: lists detected in the analysed file (`about.value_lists`), offered to EXTRACT;
 * - `inputFile`: the stored name of the file the template is made from, when there is one: what it leaves
 *   open for the EXTRACT fields (a unit, a currency, a decimal mark) is asked above the editor, and
 *   what each EXTRACT field reads on it (columns, the web) shows in its row and panel;
 * - `readOnly`: a collapsible summary instead of the editor; no server call is made.
 *
 * Mount it once the mapping is loaded (or give it a `key` to start over): the names it opens with are
 * the "original set"; names added later are new and go through the automatic mapping.
 *
 * Each row shows where its values come from (a COPY's column, what an EXTRACT reads). Switching a
 * row's action and back gives it what it had (domain/mapping-edits.ts changeAction).
 * Rows are dimmed and labelled 'Mapping...' while new names are automatically mapped. The panel edits
 * a draft; selecting another row or closing the modal with unsaved changes asks first.
 */
import type { PaginationState } from '@tanstack/react-table';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Panel, Separator } from 'react-resizable-panels';
import type { OpenQuestion } from '../../../../domain/analysis.ts';
import type { BatchAction, KeyedEntry, KeyedMapping } from '../../../../domain/mapping.ts';
import type { ValueListSummary, ValueListValue } from '../../../../domain/value-list.ts';
import { listFields, useCapabilities, useExtractReads, useOpenQuestions } from '../../api/assistant.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { PlusIcon } from '../icons.tsx';
import { Modal } from '../ui/Modal.tsx';
import { toast } from '../ui/toast.tsx';
import { CreateValueListModal } from '../value-lists/CreateValueListModal.tsx';
import { FieldPanel, type FieldPanelProps, panelTitleKey } from './FieldPanel.tsx';
import type { RenameState } from './MappingRow.tsx';
import { MappingTable } from './MappingTable.tsx';
import { OpenQuestions } from './OpenQuestions.tsx';
import { answerPatch, answerQuestion, extractPart, pendingQuestions } from './open-questions.ts';
import { ReadOnlyMapping } from './ReadOnlyMapping.tsx';
import { type ActionFilter, addFields, DEFAULT_PAGE_SIZE, entriesDiffer, freeFieldName, toRows } from './rows.ts';
import { UnsavedFieldDialog } from './UnsavedFieldDialog.tsx';
import { useAutoMap } from './useAutoMap.ts';
import { useMapperResources } from './useMapperResources.ts';
import './FieldMapper.css';
import './MappingTableNarrow.css';
import { changeAction, checkFieldName, chooseValueList, type KeptEntries, removeField, renameField } from '../../../../domain/mapping-edits.ts';

export interface FieldMapperProps {
  mapping: KeyedMapping;
  onChange: (next: KeyedMapping) => void;
  /** Known source columns. */
  columns: string[];
  /** Lists detected in the file, by name. */
  detectedValueLists?: Record<string, ValueListValue[]>;
  /** The stored name of the file the template is made from, if the page has one. */
  inputFile?: string | null;
  readOnly?: boolean;
}

const NO_LISTS: Record<string, ValueListValue[]> = {};

export function FieldMapper(props: FieldMapperProps) {
  if (props.readOnly) return <ReadOnlyMapping mapping={props.mapping} />;
  return <FieldMapperEditor {...props} />;
}

/** What to do once the 'Unsaved Changes' dialog is answered. */
type Pending = { kind: 'select'; name: string } | { kind: 'close' };

function FieldMapperEditor({ mapping, onChange, columns, detectedValueLists = NO_LISTS, inputFile = null }: FieldMapperProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resources = useMapperResources();
  const tools = resources.tools;

  // The latest mapping, for callbacks that finish later (automatic mapping, uploads).
  const mappingRef = useRef(mapping);
  mappingRef.current = mapping;
  const change = (next: KeyedMapping) => {
    mappingRef.current = next;
    onChange(next);
  };
  // What each row had under the actions it left, so that switching back gives it again (a COPY its column).
  const keptRef = useRef(new Map<string, KeptEntries>());

  const [search, setSearch] = useState('');
  // Typing stays responsive on 500 fields: the rows follow the search a moment later.
  const filterSearch = useDeferredValue(search);
  const [actionFilter, setActionFilter] = useState<ActionFilter>('ALL');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [rename, setRename] = useState<RenameState | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState<KeyedEntry | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const mappingPending = useAutoMap({
    mapping,
    mappingRef,
    change,
    columns,
    tools,
    ready: resources.toolsReady,
    skip: rename?.name ?? null,
  });
  const rows = useMemo(() => toRows(mapping, mappingPending), [mapping, mappingPending]);
  const extract = useMemo(() => extractPart(mapping, mappingPending), [mapping, mappingPending]);
  const questions = pendingQuestions(useOpenQuestions(inputFile, extract), mapping);
  // What the EXTRACT rows read on the file, the panel's draft included, so a pinned column shows at once.
  const readsExtract = useMemo(
    () => (selected !== null && draft?.batch_action === 'EXTRACT' && Object.hasOwn(mapping, selected) ? extractPart({ ...mapping, [selected]: draft }, mappingPending) : extract),
    [extract, mapping, mappingPending, selected, draft],
  );
  const reads = useExtractReads(inputFile, readsExtract);
  const webSearch = useCapabilities()?.web_search ?? true;

  const current = selected !== null ? mapping[selected] : undefined;
  const dirty = selected !== null && draft !== null && entriesDiffer(draft, current);

  function select(name: string | null) {
    setSelected(name);
    setDraft(name !== null ? (mappingRef.current[name] ?? null) : null);
  }

  function requestSelect(name: string) {
    if (name === selected) return;
    if (dirty) setPending({ kind: 'select', name });
    else select(name);
  }

  function save() {
    if (selected === null || draft === null) return;
    if (Object.hasOwn(mappingRef.current, selected)) change({ ...mappingRef.current, [selected]: draft });
    select(null);
    setModalOpen(false);
  }

  function close() {
    select(null);
    setModalOpen(false);
  }

  function requestCloseModal() {
    if (dirty) setPending({ kind: 'close' });
    else setModalOpen(false);
  }

  function answerPending(saveFirst: boolean) {
    const next = pending;
    setPending(null);
    if (!next) return;
    if (saveFirst) save();
    if (next.kind === 'select') select(next.name);
    else {
      if (!saveFirst) select(null);
      setModalOpen(false);
    }
  }

  // ——— Rows ———

  function remove(name: string) {
    keptRef.current.delete(name);
    change(removeField(mappingRef.current, name));
    if (selected === name) close();
    if (rename?.name === name) setRename(null);
  }

  function changeRowAction(name: string, action: BatchAction) {
    const current = mappingRef.current[name];
    if (!current) return;
    const kept = keptRef.current.get(name) ?? {};
    const entry = changeAction(name, action, { sourceFields: columns, tools, current, kept });
    keptRef.current.set(name, { ...kept, [current.batch_action]: current });
    change({ ...mappingRef.current, [name]: entry });
    if (selected === name) setDraft(entry);
  }

  function startRename(name: string) {
    setRename({ name, value: name, duplicate: false });
  }

  function renameInput(value: string) {
    setRename((state) => state && { ...state, value, duplicate: checkFieldName(value, mappingRef.current, state.name) === 'duplicate' });
  }

  function commitRename() {
    if (!rename) return;
    const check = checkFieldName(rename.value, mappingRef.current, rename.name);
    if (check === 'duplicate' || check === 'too_long') {
      setRename({ ...rename, duplicate: check === 'duplicate' });
      return;
    }
    const oldName = rename.name;
    const newName = rename.value.trim();
    setRename(null);
    if (check === 'empty') {
      remove(oldName);
      return;
    }
    if (newName === oldName) return;
    const kept = keptRef.current.get(oldName);
    keptRef.current.delete(oldName);
    if (kept) keptRef.current.set(newName, kept);
    change(renameField(mappingRef.current, oldName, newName));
    if (selected === oldName) {
      setSelected(newName);
      setDraft((state) => (state?.batch_action === 'EXTRACT' && state.field === oldName ? { ...state, field: newName } : state));
    }
  }

  function cancelRename() {
    if (rename) remove(rename.name);
  }

  function showLastPage(count: number) {
    setSearch('');
    setActionFilter('ALL');
    setPagination((state) => ({ ...state, pageIndex: Math.max(0, Math.ceil(count / state.pageSize) - 1) }));
  }

  function addManually() {
    const name = freeFieldName(mappingRef.current, t('fieldMapper.newFieldName'));
    const { mapping: next } = addFields(mappingRef.current, [name]);
    change(next);
    showLastPage(Object.keys(next).length);
    setRename({ name, value: name, duplicate: false });
  }

  async function addFromFile(file: File) {
    setUploading(true);
    try {
      const names = await listFields(file);
      const { mapping: next, added } = addFields(mappingRef.current, names);
      if (added.length > 0) {
        change(next);
        showLastPage(Object.keys(next).length);
      }
      toast.success(t('fieldMapper.fieldsAdded', { count: added.length }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setUploading(false);
    }
  }

  /** An answer goes into the mapping, and into the open panel's draft of that field, unsaved edits kept. */
  function answer(question: OpenQuestion, choice: string) {
    const next = answerQuestion(mappingRef.current, question, choice);
    if (next === mappingRef.current) return;
    change(next);
    const patch = answerPatch(question, choice);
    if (selected === question.field && patch) {
      setDraft((state) => (state?.batch_action === 'EXTRACT' && state.type !== 'string' ? { ...state, ...patch } : state));
    }
  }

  // ——— Panel ———

  /** A list created from the Extract panel is selected for the field being edited. */
  function listCreated(list: ValueListSummary) {
    setDraft((state) =>
      state?.batch_action === 'EXTRACT' ? chooseValueList(state, { kind: 'existing', id: list.id }, resources.useLabel) : state,
    );
  }

  const panelProps: FieldPanelProps | null =
    selected !== null && draft !== null
      ? {
          name: selected,
          draft,
          onDraft: setDraft,
          columns,
          tools,
          dirty,
          onSave: save,
          onClose: close,
          extract: {
            existingLists: resources.valueLists,
            detectedLists: detectedValueLists,
            workspaceUseLabel: resources.useLabel,
            onCreateList: () => setCreateOpen(true),
            columns,
            hasFile: inputFile !== null && inputFile !== '',
            reads: reads.get(selected),
          },
        }
      : null;

  return (
    <div className="fm">
      <div className="fm-toolbar">
        <button type="button" className="button" disabled={uploading} onClick={() => fileInput.current?.click()}>
          {uploading ? t('fieldMapper.uploading') : t('fieldMapper.uploadHeaders')}
        </button>
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('fieldMapper.uploadHeaders')}
          accept=".csv,.tsv,.txt,.xlsx"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void addFromFile(file);
          }}
        />
        <button type="button" className="button" onClick={addManually}>
          <PlusIcon />
          {t('fieldMapper.addField')}
        </button>
      </div>
      <OpenQuestions questions={questions} onAnswer={answer} />
      <div className="fm-editor">
        <Group orientation="horizontal" className="fm-group">
          <Panel id="fm-table" minSize="25" maxSize="75" defaultSize="25" className="fm-pane">
            <MappingTable
              rows={rows}
              selected={selected}
              search={search}
              filterSearch={filterSearch}
              onSearch={(text) => {
                setSearch(text);
                setPagination((state) => ({ ...state, pageIndex: 0 }));
              }}
              actionFilter={actionFilter}
              onActionFilter={(filter) => {
                setActionFilter(filter);
                setPagination((state) => ({ ...state, pageIndex: 0 }));
              }}
              pagination={pagination}
              onPagination={setPagination}
              rename={rename}
              onRenameStart={startRename}
              onRenameInput={renameInput}
              onRenameCommit={commitRename}
              onRenameCancel={cancelRename}
              onSelect={requestSelect}
              onRemove={remove}
              onActionChange={changeRowAction}
              reads={reads}
              webSearch={webSearch}
            />
          </Panel>
          <Separator className="fm-splitter" aria-label={t('fieldMapper.resize')} />
          <Panel id="fm-panel" minSize="25" maxSize="75" defaultSize="75" className="fm-pane fm-side">
            {panelProps && !modalOpen ? (
              <FieldPanel key={panelProps.name} {...panelProps} onOpenLarge={() => setModalOpen(true)} />
            ) : (
              <p className="fm-side-empty">{t('fieldMapper.selectField')}</p>
            )}
          </Panel>
        </Group>
      </div>
      <Modal
        open={modalOpen && panelProps !== null}
        onOpenChange={(open) => (open ? setModalOpen(true) : requestCloseModal())}
        title={draft ? t(panelTitleKey(draft)) : ''}
        size="lg"
        className="fm-modal"
      >
        {panelProps && <FieldPanel key={panelProps.name} {...panelProps} onClose={requestCloseModal} hideTitle />}
      </Modal>
      <CreateValueListModal
        open={createOpen}
        onOpenChange={setCreateOpen}
        onCreated={listCreated}
        existingLists={resources.valueLists}
        initialName={selected ?? undefined}
      />
      <UnsavedFieldDialog
        open={pending !== null}
        onDiscard={() => answerPending(false)}
        onSave={() => answerPending(true)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
