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
 * - `suggestedColumns`: the columns the template's source fields name; given, "keep only the suggested"
 *   removes every field but those and the fields the assistant extracts or writes (selection.ts);
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
import { useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Panel, Separator } from 'react-resizable-panels';
import type { OpenQuestion } from '../../../../domain/analysis.ts';
import type { BatchAction, KeyedMapping } from '../../../../domain/mapping.ts';
import type { ValueListSummary, ValueListValue } from '../../../../domain/value-list.ts';
import { useCapabilities, useExtractReads, useOpenQuestions } from '../../api/assistant.ts';
import { useForm } from '../../lib/useForm.ts';
import { Modal } from '../ui/Modal.tsx';
import { CreateValueListModal } from '../value-lists/CreateValueListModal.tsx';
import { AddFieldsToolbar } from './AddFieldsToolbar.tsx';
import { EDITOR_START } from './editor-state.ts';
import { FieldPanel, type FieldPanelProps, panelTitleKey } from './FieldPanel.tsx';
import { MappingTable } from './MappingTable.tsx';
import { OpenQuestions } from './OpenQuestions.tsx';
import { answerPatch, answerQuestion, extractPart, pendingQuestions } from './open-questions.ts';
import { ReadOnlyMapping } from './ReadOnlyMapping.tsx';
import { addFields, entriesDiffer, freeFieldName, toRows } from './rows.ts';
import { UnsavedFieldDialog } from './UnsavedFieldDialog.tsx';
import { useAutoMap } from './useAutoMap.ts';
import { useMapperResources } from './useMapperResources.ts';
import './FieldMapper.css';
import './MappingTableNarrow.css';
import { changeAction, checkFieldName, chooseValueList, type KeptEntries, renameField } from '../../../../domain/mapping-edits.ts';
import { SelectionBar } from './SelectionBar.tsx';
import { suggestedFields, withoutFields } from './selection.ts';
import { useFieldSelection } from './useFieldSelection.ts';

export interface FieldMapperProps {
  mapping: KeyedMapping;
  onChange: (next: KeyedMapping) => void;
  /** Known source columns. */
  columns: string[];
  /** Lists detected in the file, by name. */
  detectedValueLists?: Record<string, ValueListValue[]>;
  /** The stored name of the file the template is made from, if the page has one. */
  inputFile?: string | null;
  /** The columns the source fields name, for "keep only the suggested". */
  suggestedColumns?: readonly string[];
  readOnly?: boolean;
}

const NO_LISTS: Record<string, ValueListValue[]> = {};

export function FieldMapper(props: FieldMapperProps) {
  if (props.readOnly) return <ReadOnlyMapping mapping={props.mapping} />;
  return <FieldMapperEditor {...props} />;
}

function FieldMapperEditor({ mapping, onChange, columns, detectedValueLists = NO_LISTS, inputFile = null, suggestedColumns }: FieldMapperProps) {
  const { t } = useTranslation();
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

  const form = useForm(EDITOR_START);
  const { search, actionFilter, pagination, rename, selected, draft, modalOpen, pending, createOpen } = form.values;
  const { set } = form;
  const setDraft = form.field('draft').onChange;
  // Typing stays responsive on 500 fields: the rows follow the search a moment later.
  const filterSearch = useDeferredValue(search);

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
  const readsExtract = useMemo(() => (selected !== null && draft?.batch_action === 'EXTRACT' && Object.hasOwn(mapping, selected) ? extractPart({ ...mapping, [selected]: draft }, mappingPending) : extract), [extract, mapping, mappingPending, selected, draft]);
  const reads = useExtractReads(inputFile, readsExtract);
  const webSearch = useCapabilities()?.web_search ?? true;
  const selection = useFieldSelection(mapping);
  const suggested = suggestedColumns ? suggestedFields(mapping, suggestedColumns) : null;

  const current = selected !== null ? mapping[selected] : undefined;
  const dirty = selected !== null && draft !== null && entriesDiffer(draft, current);

  function select(name: string | null) {
    set({ selected: name, draft: name !== null ? (mappingRef.current[name] ?? null) : null });
  }

  function requestSelect(name: string) {
    if (name === selected) return;
    if (dirty) set({ pending: { kind: 'select', name } });
    else select(name);
  }

  function save() {
    if (selected === null || draft === null) return;
    if (Object.hasOwn(mappingRef.current, selected)) change({ ...mappingRef.current, [selected]: draft });
    select(null);
    set({ modalOpen: false });
  }

  function close() {
    select(null);
    set({ modalOpen: false });
  }

  function requestCloseModal() {
    if (dirty) set({ pending: { kind: 'close' } });
    else set({ modalOpen: false });
  }

  function answerPending(saveFirst: boolean) {
    const next = pending;
    set({ pending: null });
    if (!next) return;
    if (saveFirst) save();
    if (next.kind === 'select') select(next.name);
    else {
      if (!saveFirst) select(null);
      set({ modalOpen: false });
    }
  }

  // ——— Rows ———

  function remove(name: string) {
    removeMany([name]);
  }

  function removeMany(names: Iterable<string>) {
    const drop = new Set(names);
    for (const name of drop) keptRef.current.delete(name);
    change(withoutFields(mappingRef.current, drop));
    if (selected !== null && drop.has(selected)) close();
    if (rename && drop.has(rename.name)) set({ rename: null });
  }

  function keepSuggested() {
    if (!suggested) return;
    const keep = new Set(suggested);
    removeMany(Object.keys(mappingRef.current).filter((name) => !keep.has(name)));
    selection.clear();
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
    set({ rename: { name, value: name, duplicate: false } });
  }

  function renameInput(value: string) {
    form.field('rename').onChange((state) => state && { ...state, value, duplicate: checkFieldName(value, mappingRef.current, state.name) === 'duplicate' });
  }

  function commitRename() {
    if (!rename) return;
    const check = checkFieldName(rename.value, mappingRef.current, rename.name);
    if (check === 'duplicate' || check === 'too_long') {
      set({ rename: { ...rename, duplicate: check === 'duplicate' } });
      return;
    }
    const oldName = rename.name;
    const newName = rename.value.trim();
    set({ rename: null });
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
      set({ selected: newName });
      setDraft((state) => (state?.batch_action === 'EXTRACT' && state.field === oldName ? { ...state, field: newName } : state));
    }
  }

  function cancelRename() {
    if (rename) remove(rename.name);
  }

  function showLastPage(count: number) {
    set((state) => ({
      search: '',
      actionFilter: 'ALL',
      pagination: { ...state.pagination, pageIndex: Math.max(0, Math.ceil(count / state.pagination.pageSize) - 1) },
    }));
  }

  function addManually() {
    const name = freeFieldName(mappingRef.current, t('fieldMapper.newFieldName'));
    const { mapping: next } = addFields(mappingRef.current, [name]);
    change(next);
    showLastPage(Object.keys(next).length);
    set({ rename: { name, value: name, duplicate: false } });
  }

  /** A file's headers, read by the toolbar: the new ones are added at the end; how many were. */
  function addNames(names: readonly string[]): number {
    const { mapping: next, added } = addFields(mappingRef.current, names);
    if (added.length > 0) {
      change(next);
      showLastPage(Object.keys(next).length);
    }
    return added.length;
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
    setDraft((state) => (state?.batch_action === 'EXTRACT' ? chooseValueList(state, { kind: 'existing', id: list.id }, resources.useLabel) : state));
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
            onCreateList: () => set({ createOpen: true }),
            columns,
            hasFile: inputFile !== null && inputFile !== '',
            reads: reads.get(selected),
          },
        }
      : null;

  return (
    <div className="fm">
      <AddFieldsToolbar onHeaders={addNames} onAddField={addManually} />
      <SelectionBar
        selected={selection.checked.size}
        unsuggested={suggested && rows.length - suggested.length}
        onRemoveSelected={() => {
          removeMany(selection.checked);
          selection.clear();
        }}
        onKeepSuggested={keepSuggested}
        onClear={selection.clear}
      />
      <OpenQuestions questions={questions} onAnswer={answer} />
      <div className="fm-editor">
        <Group orientation="horizontal" className="fm-group">
          <Panel id="fm-table" minSize="25" maxSize="75" defaultSize="25" className="fm-pane">
            <MappingTable
              rows={rows}
              selected={selected}
              search={search}
              filterSearch={filterSearch}
              onSearch={(text) => set((state) => ({ search: text, pagination: { ...state.pagination, pageIndex: 0 } }))}
              actionFilter={actionFilter}
              onActionFilter={(filter) => set((state) => ({ actionFilter: filter, pagination: { ...state.pagination, pageIndex: 0 } }))}
              pagination={pagination}
              onPagination={form.field('pagination').onChange}
              rename={rename}
              onRenameStart={startRename}
              onRenameInput={renameInput}
              onRenameCommit={commitRename}
              onRenameCancel={cancelRename}
              onSelect={requestSelect}
              onRemove={remove}
              onActionChange={changeRowAction}
              checked={selection.checked}
              onCheck={selection.click}
              onCheckShown={selection.checkShown}
              reads={reads}
              webSearch={webSearch}
            />
          </Panel>
          <Separator className="fm-splitter" aria-label={t('fieldMapper.resize')} />
          <Panel id="fm-panel" minSize="25" maxSize="75" defaultSize="75" className="fm-pane fm-side">
            {panelProps && !modalOpen ? <FieldPanel key={panelProps.name} {...panelProps} onOpenLarge={() => set({ modalOpen: true })} /> : <p className="fm-side-empty">{t('fieldMapper.selectField')}</p>}
          </Panel>
        </Group>
      </div>
      <Modal open={modalOpen && panelProps !== null} onOpenChange={(open) => (open ? set({ modalOpen: true }) : requestCloseModal())} title={draft ? t(panelTitleKey(draft)) : ''} size="lg" className="fm-modal">
        {panelProps && <FieldPanel key={panelProps.name} {...panelProps} onClose={requestCloseModal} hideTitle />}
      </Modal>
      <CreateValueListModal open={createOpen} onOpenChange={form.field('createOpen').onChange} onCreated={listCreated} existingLists={resources.valueLists} initialName={selected ?? undefined} />
      <UnsavedFieldDialog open={pending !== null} onDiscard={() => answerPending(false)} onSave={() => answerPending(true)} onCancel={() => set({ pending: null })} />
    </div>
  );
}
