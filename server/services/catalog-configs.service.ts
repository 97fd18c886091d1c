import { type DbStore, isUniqueViolation } from '../../db/client.ts';
import { type AboutProducts, type Completeness, FIELD_GROUPS } from '../../domain/files.ts';
import { completenessPercent, FIELD_NAME_MAX_LENGTH, type MappingProblem, parseMapping } from '../../domain/mapping.ts';
import { cleanSearchOptions, searchOptionsConflict } from '../../domain/search.ts';
import { cleanSourceFields, isTemplateIncomplete } from '../../domain/source-fields.ts';
import { type CatalogConfig, type CatalogConfigInput, type CatalogConfigSummary, type CatalogConfigUpdate, DEFAULT_DELIMITER, type OutputFileFormat, outputFileFormatOf, outputFormats } from '../../domain/template.ts';
import type { ValueListValue } from '../../domain/value-list.ts';
import { ApiError } from '../lib/api-error.ts';
import { type CatalogConfigBody, type CatalogConfigRow, CatalogConfigsRepository } from '../repositories/catalog-configs.repository.ts';
import type { CapabilitiesService } from './capabilities.service.ts';

const NAME_MAX_LENGTH = 60;
const COMPLETENESS_STATES = new Set<string>(['complete', 'partial', 'empty']);

const PROBLEM_TEXT: Record<MappingProblem['rule'], (field: string) => string> = {
  name_too_long: (field) => `Field name "${field.slice(0, 80)}…" is longer than ${FIELD_NAME_MAX_LENGTH} characters.`,
  name_duplicate: (field) => `This field name is already used: "${field}".`,
  words_invalid: (field) => `Min and max words of "${field}" must be whole numbers of 0 or more.`,
  words_reversed: (field) => `Min words cannot be more than max words for "${field}".`,
  creativity_invalid: (field) => `Creativity of "${field}" must be low, medium or high.`,
  language_invalid: (field) => `Language of "${field}" is not one of the generation languages.`,
  extract_type_invalid: (field) => `Extract type of "${field}" must be string, integer or float.`,
  unit_with_string: (field) => `"${field}" is a string field: it cannot have an expected unit or a unit for the file's numbers.`,
  decimal_invalid: (field) => `The decimal mark of "${field}" must be "." or ",".`,
  value_list_with_number: (field) => `"${field}" is a numeric field: value lists are not available for numeric types.`,
};

const badRequest = (message: string) => new ApiError('bad_request', message);

export const NO_OUTPUT_FIELD = 'Add at least one output field before saving the template.';

/** A URL-safe name from a label: accents stripped, lower case, dashes. */
export function slugify(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, NAME_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || 'template';
}

const stringList = (value: unknown): string[] => {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const item of value) if (typeof item === 'string' && item.trim() !== '') seen.add(item.trim());
  return [...seen];
};

/** `about` with every group present, names trimmed and deduplicated. */
function cleanAbout(raw: unknown): AboutProducts {
  const about = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const valueLists: Record<string, ValueListValue[]> = {};
  if (typeof about.value_lists === 'object' && about.value_lists !== null) {
    for (const [name, entries] of Object.entries(about.value_lists)) {
      if (!Array.isArray(entries)) continue;
      valueLists[name] = entries.filter((entry): entry is ValueListValue => typeof entry?.label === 'string' && typeof entry?.code === 'string').map(({ code, label }) => ({ code: code.trim() === '' ? label : code, label }));
    }
  }
  const completeness: Record<string, Completeness> = {};
  if (typeof about.current_completeness === 'object' && about.current_completeness !== null) {
    for (const [field, state] of Object.entries(about.current_completeness)) {
      if (COMPLETENESS_STATES.has(state)) completeness[field] = state as Completeness;
    }
  }
  const groups = Object.fromEntries(FIELD_GROUPS.map((group) => [group, stringList(about[group])]));
  return { ...groups, value_lists: valueLists, current_completeness: completeness } as AboutProducts;
}

/** csv, xlsx or both (`file_formats` when given, else `file_format`); the delimiter only with csv. */
function cleanOutputFormat(raw: unknown): OutputFileFormat {
  const format = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<OutputFileFormat>;
  const delimiter = typeof format.delimiter === 'string' && format.delimiter !== '' ? format.delimiter : DEFAULT_DELIMITER;
  return outputFileFormatOf(outputFormats(format), delimiter);
}

/** Reads a stored row into the API's shape; lenient, since older rows may predate a rule. */
function toConfig(row: CatalogConfigRow): CatalogConfig {
  const body = row.body;
  const about = cleanAbout(body.about);
  return {
    name: row.name,
    label: row.label,
    updated_at: row.updatedAt ?? null,
    completeness: typeof body.completeness === 'number' ? body.completeness : completenessPercent(about.current_completeness),
    about,
    dest: Array.isArray(body.dest) ? body.dest : [],
    marketplaces: stringList(body.marketplaces),
    ownFormatMapping: parseMapping(body.ownFormatMapping).entries,
    outputFileFormat: cleanOutputFormat(body.outputFileFormat),
    source_fields: cleanSourceFields(body.source_fields as Record<string, unknown> | undefined).sourceFields,
    search_options: cleanSearchOptions(body.search_options as Record<string, unknown> | undefined),
  };
}

function cleanLabel(label: unknown, requiredMessage: string): string {
  const trimmed = typeof label === 'string' ? label.trim() : '';
  if (trimmed === '') throw badRequest(requiredMessage);
  return trimmed;
}

/**
 * Applies the UI's rules to an input over an optional stored template: every part not sent keeps
 * the stored value. Throws 400 with the first broken rule.
 */
function buildBody(input: CatalogConfigUpdate, base?: CatalogConfig): CatalogConfigBody {
  const about = input.about !== undefined ? cleanAbout(input.about) : (base?.about ?? cleanAbout({}));
  const known = FIELD_GROUPS.flatMap((group) => about[group]);

  const rawSources = input.source_fields ?? input.sourceFields;
  const { sourceFields, unknown } = cleanSourceFields(rawSources ?? base?.source_fields, known);
  if (unknown.length > 0) throw badRequest(`Source field "${unknown[0]}" is not one of the file's columns.`);

  const { entries, problems } = parseMapping(input.ownFormatMapping !== undefined ? input.ownFormatMapping : (base?.ownFormatMapping ?? []));
  if (problems.length > 0) throw badRequest(PROBLEM_TEXT[problems[0].rule](problems[0].field));
  if (entries.length === 0) throw badRequest(NO_OUTPUT_FIELD);

  const searchOptions = cleanSearchOptions(input.search_options ?? base?.search_options);
  if (searchOptionsConflict(searchOptions)) throw badRequest('Whitelist and blacklist cannot both have entries.');

  return {
    completeness: input.completeness ?? base?.completeness ?? completenessPercent(about.current_completeness),
    about,
    dest: input.dest ?? base?.dest ?? [],
    marketplaces: stringList(input.marketplaces ?? base?.marketplaces),
    ownFormatMapping: entries,
    outputFileFormat: cleanOutputFormat(input.outputFileFormat ?? base?.outputFileFormat),
    source_fields: sourceFields,
    search_options: searchOptions,
  };
}

/** Templates (catalog configurations) of a workspace: the rules of docs/product.md on every write. */
export class CatalogConfigsService {
  private readonly repository: CatalogConfigsRepository;

  constructor(
    private readonly store: DbStore,
    private readonly capabilities: Pick<CapabilitiesService, 'assertMappingWritable'>,
  ) {
    this.repository = new CatalogConfigsRepository(store);
  }

  async list(workspaceId: string): Promise<CatalogConfigSummary[]> {
    return (await this.repository.list(workspaceId)).map((row) => {
      const { sourceFields } = cleanSourceFields(row.body.source_fields as Record<string, unknown> | undefined);
      // A template never edited since it was made was last updated when it was created.
      return { name: row.name, label: row.label, updated_at: row.updatedAt ?? row.createdAt, source_fields: sourceFields, incomplete: isTemplateIncomplete(sourceFields) };
    });
  }

  async find(workspaceId: string, name: string): Promise<CatalogConfig | undefined> {
    const row = await this.repository.findByName(workspaceId, name);
    return row && toConfig(row);
  }

  async get(workspaceId: string, name: string): Promise<CatalogConfig> {
    const config = await this.find(workspaceId, name);
    if (!config) throw new ApiError('not_found', 'Configuration not found');
    return config;
  }

  /** The normalised template a batch run uses (404 `not_found` when the workspace has none by that name). */
  async getForRun(workspaceId: string, name: string): Promise<CatalogConfig> {
    return this.get(workspaceId, name);
  }

  async isLabelTaken(workspaceId: string, label: string): Promise<boolean> {
    return label.trim() !== '' && (await this.repository.findByLabel(workspaceId, label)) !== undefined;
  }

  async create(workspaceId: string, input: CatalogConfigInput): Promise<{ name: string }> {
    const label = cleanLabel(input.label, 'The template name is required');
    const body = buildBody(input);
    await this.capabilities.assertMappingWritable(workspaceId, parseMapping(body.ownFormatMapping).entries);
    return this.insertUnique(workspaceId, label, body);
  }

  async update(workspaceId: string, name: string, input: CatalogConfigUpdate): Promise<CatalogConfig> {
    const row = await this.store.transaction(async () => {
      const current = await this.get(workspaceId, name);
      const label = input.label === undefined ? current.label : cleanLabel(input.label, 'The template name is required');
      const holder = await this.repository.findByLabel(workspaceId, label);
      if (holder && holder.name !== name) throw new ApiError('conflict', 'This catalog name is already in use. Please choose another.');
      const body = buildBody(input, current);
      if (input.ownFormatMapping !== undefined) await this.capabilities.assertMappingWritable(workspaceId, parseMapping(body.ownFormatMapping).entries);
      return this.repository.update(workspaceId, name, { label, body, updatedAt: new Date().toISOString() });
    });
    if (!row) throw new ApiError('not_found', 'Configuration not found');
    return toConfig(row);
  }

  async delete(workspaceId: string, name: string): Promise<{ deleted: true }> {
    if (!(await this.repository.delete(workspaceId, name))) throw new ApiError('not_found', 'Configuration not found');
    return { deleted: true };
  }

  /** Copies a template under a new label (its own new name); 409 when the label is taken. */
  async duplicate(workspaceId: string, name: string, newLabel: string): Promise<{ name: string }> {
    const label = cleanLabel(newLabel, 'Configuration name is required');
    const source = await this.repository.findByName(workspaceId, name);
    if (!source) throw new ApiError('not_found', 'Configuration not found');
    return this.insertUnique(workspaceId, label, source.body);
  }

  /** Inserts under a free slug of the label, in one transaction with the label check. */
  private async insertUnique(workspaceId: string, label: string, body: CatalogConfigBody): Promise<{ name: string }> {
    try {
      return await this.store.transaction(async () => {
        if (await this.repository.findByLabel(workspaceId, label)) {
          throw new ApiError('conflict', 'This catalog name is already in use. Please choose another.');
        }
        const base = slugify(label);
        let name = base;
        for (let n = 2; await this.repository.isNameTaken(workspaceId, name); n += 1) name = `${base}-${n}`;
        return { name: (await this.repository.insert(workspaceId, { name, label, body })).name };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('conflict', 'This catalog name is already in use. Please choose another.');
      throw error;
    }
  }
}
