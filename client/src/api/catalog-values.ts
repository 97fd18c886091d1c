/**
 * A run's values and their evidence (the review page): the calls, their query keys and hooks. The grid
 * reads the values in blocks of rows by offset; an edit writes its cell into every cached block; a rerun
 * hands its run back to the live snapshots (api/run-snapshots.ts).
 */
import { keepPreviousData, skipToken, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { BatchSnapshot, BatchView } from '../../../domain/batch.ts';
import type { ReasonCode } from '../../../domain/cell-reasons.ts';
import type { AcceptValueRequest, CellStatus, EditValueRequest, RerunPrediction, RerunRequest, ValueCell, ValuesPage } from '../../../domain/values.ts';
import { batchKeys, getBatch } from './catalog-batch.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';
import { receiveRunSnapshot, toSnapshot } from './run-snapshots.ts';
import { forgetSubscription } from './subscription.ts';

const BASE = '/api/catalog/batch';

/** Rows per request: the grid asks for the blocks its viewport shows. */
export const VALUES_BLOCK = 100;

/** The rows the grid shows: every row, the rows with at least one cell in that status, or with a cell its channel flagged. */
export type ValuesFilter = 'all' | CellStatus | 'issues';

export interface ValuesQuery {
  offset: number;
  limit: number;
  status?: CellStatus;
  /** Only products with a cell that has issues (a run with a channel destination). */
  issues?: boolean;
  /** Only products with an empty or failed cell of this reason (domain/cell-reasons.ts). */
  reason?: ReasonCode;
  field?: string;
}

/** A filter as the values API takes it; the empty and failed filters may be narrowed to one reason. */
export function filterQuery(filter: ValuesFilter, reason: ReasonCode | null = null): Pick<ValuesQuery, 'status' | 'issues' | 'reason'> {
  if (filter === 'all') return {};
  if (filter === 'issues') return { issues: true };
  if (reason !== null && (filter === 'empty' || filter === 'failed')) return { status: filter, reason };
  return { status: filter };
}

export const valueKeys = {
  all: ['values'] as const,
  run: (id: string) => [...valueKeys.all, id] as const,
  blocks: (id: string) => [...valueKeys.run(id), 'block'] as const,
  block: (id: string, filter: ValuesFilter, reason: ReasonCode | null, block: number) => [...valueKeys.blocks(id), filter, reason, block] as const,
  prediction: (id: string, body: RerunRequest) => [...valueKeys.run(id), 'prediction', body] as const,
};

const runPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function fetchValues(id: string, query: ValuesQuery, signal?: AbortSignal): Promise<ValuesPage> {
  return request<ValuesPage>(`${runPath(id)}/values`, { query: { ...query }, signal });
}

export function editValue(id: string, body: EditValueRequest): Promise<ValueCell> {
  return request<ValueCell>(`${runPath(id)}/values`, { method: 'PATCH', json: body });
}

export function acceptValue(id: string, body: AcceptValueRequest): Promise<ValueCell> {
  return request<ValueCell>(`${runPath(id)}/values/accept`, { json: body });
}

export function predictRerun(id: string, body: RerunRequest, signal?: AbortSignal): Promise<RerunPrediction> {
  return request<RerunPrediction>(`${runPath(id)}/rerun/prediction`, { json: body, signal });
}

export function startRerun(id: string, body: RerunRequest): Promise<BatchView> {
  return request<BatchView>(`${runPath(id)}/rerun`, { json: body });
}

const blockQuery = (id: string, filter: ValuesFilter, reason: ReasonCode | null, block: number) => ({
  queryKey: valueKeys.block(id, filter, reason, block),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchValues(id, { offset: block * VALUES_BLOCK, limit: VALUES_BLOCK, ...filterQuery(filter, reason) }, signal),
  // Live changes come through refreshValues (socket events, edits, reruns): a block scrolled back into view is not read again meanwhile.
  staleTime: 30_000,
});

/** The blocks of rows the viewport needs, each read once and kept while on screen; `blocks` by block number. */
export function useValueBlocks(id: string, filter: ValuesFilter, reason: ReasonCode | null, blocks: readonly number[]) {
  return useQueries({ queries: blocks.map((block) => blockQuery(id, filter, reason, block)) });
}

/**
 * The first block of a filter, for what the page shows beside the grid (how many rows match, the
 * columns and their counts); the previous filter's stays shown while the next one loads.
 */
export function useValuesSummary(id: string, filter: ValuesFilter, reason: ReasonCode | null) {
  return useQuery({ ...blockQuery(id, filter, reason, 0), placeholderData: keepPreviousData });
}

/** The run's template label and file name (the listing's view of it), read once. */
export function useRunView(id: string) {
  return useQuery({
    queryKey: batchKeys.view(id),
    queryFn: ({ signal }) => getBatch(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The run's values changed on the server: the blocks on screen are read again, the others when next shown. */
export function refreshValues(id: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: valueKeys.run(id) });
}

/** The run's view is read again: its channel counts (`validation`) follow edits, reruns and the run's end. */
export function refreshRunView(id: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: batchKeys.view(id) });
}

/** An edited cell written into every cached block holding its product, before the blocks are read again. */
function storeCell(id: string, product: number, field: string, cell: ValueCell): void {
  queryClient.setQueriesData<ValuesPage>({ queryKey: valueKeys.blocks(id) }, (page) => {
    if (!page?.rows.some((row) => row.product === product)) return page;
    return { ...page, rows: page.rows.map((row) => (row.product === product ? { ...row, cells: { ...row.cells, [field]: cell } } : row)) };
  });
}

/** Saves one cell's value; the answer (status edited, a manual source) replaces the cell, then counts and filters are read again. */
export function useEditValue(id: string) {
  return useMutation({
    mutationFn: (body: EditValueRequest) => editValue(id, body),
    onSuccess: (cell, body) => {
      storeCell(id, body.product, body.field, cell);
      void refreshValues(id);
      void refreshRunView(id);
    },
  });
}

/** Marks a value the run found as reviewed; the answer (its evidence now says who and when) replaces the cell. */
export function useAcceptValue(id: string) {
  return useMutation({
    mutationFn: (body: AcceptValueRequest) => acceptValue(id, body),
    onSuccess: (cell, body) => storeCell(id, body.product, body.field, cell),
  });
}

/** What re-running `body` would cost; not asked while `body` is null (the dialog is closed). */
export function useRerunPrediction(id: string, body: RerunRequest | null) {
  return useQuery({
    queryKey: valueKeys.prediction(id, body ?? {}),
    queryFn: body ? ({ signal }) => predictRerun(id, body, signal) : skipToken,
    staleTime: 0,
    retry: false,
  });
}

/**
 * Starts a rerun. The server tells the socket before it answers, and a short rerun may even be done by
 * then: the answer (working again) is written to the live snapshots only when no event about the run
 * came in meanwhile. The balance is read again.
 */
export function useStartRerun(id: string) {
  return useMutation({
    onMutate: () => ({ before: queryClient.getQueryData<BatchSnapshot>(batchKeys.run(id)) }),
    mutationFn: (body: RerunRequest) => startRerun(id, body),
    onSuccess: (view: BatchView, _body, context) => {
      if (queryClient.getQueryData<BatchSnapshot>(batchKeys.run(id)) === context?.before) receiveRunSnapshot(toSnapshot(view));
      forgetSubscription();
      void refreshValues(id);
    },
  });
}
