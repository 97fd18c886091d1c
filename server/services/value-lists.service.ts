import { type DbStore, isUniqueViolation } from '../../db/client.ts';
import { checkValueRows, VALUE_LIST_MAX_VALUES, VALUE_LIST_PREVIEW, type ValueListPage, type ValueListSample, type ValueListSummary, type ValueListValue, valueListNameKey } from '../../domain/value-list.ts';
import { FileError } from '../../engine/errors.ts';
import { canonicalWords } from '../../engine/lexicon/index.ts';
import { detectDelimiter } from '../../engine/parsers/csv.ts';
import { CsvSyntaxError, csvRecords } from '../../engine/parsers/csv-records.ts';
import { ApiError } from '../lib/api-error.ts';
import { type ValueListRow, ValueListsRepository } from '../repositories/value-lists.repository.ts';

export interface ValueListInput {
  name?: string;
  values: { code?: string | null; label?: string | null }[];
}

/** A list with all its values, as the batch engine uses it. */
export interface ValueListForRun {
  id: string;
  name: string;
  values: ValueListValue[];
}

const NAME_TAKEN = 'Value list name already exists';

/** docs/product.md rules for a list's values; throws the form's own message for the first rule broken. */
function cleanValues(rows: ValueListInput['values']): ValueListValue[] {
  const { values, missingLabels } = checkValueRows(rows);
  if (missingLabels.length > 0) throw new ApiError('bad_request', 'Label is required');
  if (values.length === 0) throw new ApiError('bad_request', 'Please add at least one value');
  if (values.length > VALUE_LIST_MAX_VALUES) {
    throw new ApiError('bad_request', `A value list holds at most ${VALUE_LIST_MAX_VALUES} values`);
  }
  return values;
}

function cleanName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') throw new ApiError('bad_request', 'Name is required');
  return trimmed;
}

/** The concept a header cell names alone ('Code', 'Clé' → id; 'Libellé', 'Label' → name), by the lexicon. */
function conceptOf(cell: string): string | undefined {
  const words = canonicalWords(cell);
  return words.length === 1 ? words[0] : undefined;
}
const CODE_CONCEPTS: ReadonlySet<string | undefined> = new Set(['id', 'value']);
const LABEL_CONCEPTS: ReadonlySet<string | undefined> = new Set(['name', 'description']);

/** The records of a delimited text, its delimiter read from its rows; a text no reader takes is the caller's 400. */
function delimitedRecords(text: string): string[][] {
  try {
    return csvRecords(text, detectDelimiter(text));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ApiError('csv_invalid_file', error.message);
    if (error instanceof FileError) throw new ApiError(error.code);
    throw error;
  }
}

/**
 * A CSV of code/label columns (the create dialog's Upload File tab, docs/product.md): a header row
 * whose cells name the code and the label in any language the lexicon reads is skipped and tells
 * which column is which; without one the code comes first. With one column each value is its own label.
 */
export function readValueListCsv(text: string): ValueListValue[] {
  const rows = delimitedRecords(text).filter((row) => row.some((cell) => cell !== ''));
  const header = (rows[0] ?? []).map(conceptOf);
  const headerCode = header.findIndex((concept) => CODE_CONCEPTS.has(concept));
  const headerLabel = header.findIndex((concept) => LABEL_CONCEPTS.has(concept));
  let codeAt = 0;
  let labelAt = 1;
  if (headerCode >= 0 || headerLabel >= 0) {
    rows.shift();
    if (headerCode >= 0) codeAt = headerCode;
    labelAt = headerLabel >= 0 ? headerLabel : codeAt === 0 ? 1 : 0;
    if (headerCode < 0) codeAt = labelAt === 0 ? 1 : 0;
  }
  const values: ValueListValue[] = [];
  for (const row of rows) {
    const code = row[codeAt] ?? '';
    const label = row.length > 1 ? (row[labelAt] ?? '') : (row[0] ?? '');
    if (code === '' && label === '') continue;
    values.push({ code: code || label, label: label || code });
  }
  return values;
}

/** Code/label lists of a workspace (docs/product.md Workspace and value lists). */
export class ValueListsService {
  private readonly lists: ValueListsRepository;

  constructor(private readonly store: DbStore) {
    this.lists = new ValueListsRepository(store);
  }

  /** Every list with its count and only its first few values. */
  async list(workspaceId: string): Promise<ValueListSummary[]> {
    const summaries: ValueListSummary[] = [];
    for (const row of await this.lists.listWithCounts(workspaceId)) {
      const values = row.count > 0 ? await this.lists.values(row.id, 0, VALUE_LIST_PREVIEW) : [];
      summaries.push({ id: row.id, name: row.name, count: row.count, values });
    }
    return summaries;
  }

  async create(workspaceId: string, input: ValueListInput): Promise<ValueListSummary> {
    const name = cleanName(input.name);
    const values = cleanValues(input.values);
    const nameKey = valueListNameKey(name);
    const row = await this.write(async () => {
      if (await this.lists.findByNameKey(workspaceId, nameKey)) throw new ApiError('conflict', NAME_TAKEN);
      const created = await this.lists.insert(workspaceId, name, nameKey);
      await this.lists.replaceValues(workspaceId, created.id, values);
      return created;
    });
    return this.summary(row, values);
  }

  /** Replaces the values, and renames the list when a name is given (unique, the list itself ignored). */
  async replace(workspaceId: string, id: string, input: ValueListInput): Promise<ValueListSummary> {
    const name = input.name === undefined ? undefined : cleanName(input.name);
    const values = cleanValues(input.values);
    const row = await this.write(async () => {
      const list = await this.get(workspaceId, id);
      if (name !== undefined && name !== list.name) {
        const nameKey = valueListNameKey(name);
        const other = await this.lists.findByNameKey(workspaceId, nameKey);
        if (other && other.id !== id) throw new ApiError('conflict', NAME_TAKEN);
        await this.lists.rename(workspaceId, id, name, nameKey);
      }
      await this.lists.replaceValues(workspaceId, id, values);
      return { ...list, name: name ?? list.name };
    });
    return this.summary(row, values);
  }

  async sample(workspaceId: string, id: string, size: number): Promise<ValueListSample> {
    const list = await this.get(workspaceId, id);
    return { name: list.name, count: await this.lists.count(id), values: await this.lists.values(id, 0, size) };
  }

  async page(workspaceId: string, id: string, offset: number, limit: number): Promise<ValueListPage> {
    const list = await this.get(workspaceId, id);
    return { id, name: list.name, count: await this.lists.count(id), offset, values: await this.lists.values(id, offset, limit) };
  }

  /**
   * For the batch engine: a template's list by id, else by name (case-insensitive), with all its
   * values; undefined when the workspace has no such list.
   */
  async findForRun(workspaceId: string, idOrName: string): Promise<ValueListForRun | undefined> {
    const list = (await this.lists.findById(workspaceId, idOrName)) ?? (await this.lists.findByNameKey(workspaceId, valueListNameKey(idOrName)));
    if (!list) return undefined;
    return { id: list.id, name: list.name, values: await this.lists.values(list.id, 0, VALUE_LIST_MAX_VALUES) };
  }

  private async get(workspaceId: string, id: string): Promise<ValueListRow> {
    const list = await this.lists.findById(workspaceId, id);
    if (!list) throw new ApiError('not_found', 'Value list not found');
    return list;
  }

  private summary(row: Pick<ValueListRow, 'id' | 'name'>, values: ValueListValue[]): ValueListSummary {
    return { id: row.id, name: row.name, count: values.length, values: values.slice(0, VALUE_LIST_PREVIEW) };
  }

  /** A transaction where a name taken by a concurrent writer still answers 409. */
  private async write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.store.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('conflict', NAME_TAKEN);
      throw error;
    }
  }
}
