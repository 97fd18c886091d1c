import { BATCH_STATUSES, type BatchStatus } from '../../../domain/batch.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { BatchFilter } from '../../repositories/batches.repository.ts';

export const STATUS_OPTIONS: { value: BatchStatus; label: string }[] = [
  { value: 'creating', label: 'Creating' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'finalizing', label: 'Finalizing' },
  { value: 'done', label: 'Done' },
  { value: 'error', label: 'Error' },
];

const RANGES = {
  date_last_hour: { label: 'Last hour', ms: 3_600_000 },
  date_last_day: { label: 'Last 24 hours', ms: 86_400_000 },
  date_last_week: { label: 'Last 7 days', ms: 7 * 86_400_000 },
  date_last_month: { label: 'Last 30 days', ms: 30 * 86_400_000 },
} as const;

export const DATE_RANGE_OPTIONS = Object.entries(RANGES).map(([value, { label }]) => ({ value, label }));

const isStatus = (value: string): value is BatchStatus => (BATCH_STATUSES as readonly string[]).includes(value);

function bad(part: string): ApiError {
  return new ApiError('bad_request', `Invalid filter: ${part.slice(0, 100)}`);
}

/**
 * The listing's `filters` parameter (docs/product.md): `|`-joined `field:op:value` parts, each of
 * catalog_config_name:eq:{v}, status:eq:{v}, status:in:{a},{b}, start_date:{range key},
 * start_date:date_after:{datetime}, downloaded_once:eq:false|true. Anything else is 400.
 */
export function parseBatchFilters(raw: string | undefined, now = Date.now()): BatchFilter[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split('|').map((part): BatchFilter => {
    const first = part.indexOf(':');
    const field = part.slice(0, first);
    const rest = part.slice(first + 1);
    if (first < 0) throw bad(part);
    if (field === 'start_date') {
      // Own keys only: `in` would also find 'constructor' or 'toString' on the prototype chain.
      if (Object.hasOwn(RANGES, rest)) return { field, op: 'after', value: new Date(now - RANGES[rest as keyof typeof RANGES].ms).toISOString() };
      if (!rest.startsWith('date_after:')) throw bad(part);
      const date = new Date(rest.slice('date_after:'.length));
      if (Number.isNaN(date.getTime())) throw bad(part);
      return { field, op: 'after', value: date.toISOString() };
    }
    const second = rest.indexOf(':');
    const op = rest.slice(0, second);
    const value = rest.slice(second + 1);
    if (second < 0 || value === '') throw bad(part);
    if (field === 'catalog_config_name' && op === 'eq') return { field, op, value };
    if (field === 'status' && op === 'eq' && isStatus(value)) return { field, op, value };
    if (field === 'status' && op === 'in') {
      const values = value.split(',');
      if (!values.every(isStatus)) throw bad(part);
      return { field, op, values: values as BatchStatus[] };
    }
    if (field === 'downloaded_once' && op === 'eq' && (value === 'true' || value === 'false')) return { field, op, value: value === 'true' };
    throw bad(part);
  });
}
