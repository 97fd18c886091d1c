import { CHANNEL_IDS, type Channel, type ChannelField, channelById, writtenByFiche } from '../../domain/channels.ts';
import { type AboutProducts, FIELD_GROUPS, type SourceFields } from '../../domain/files.ts';
import type { CatalogConfigInput } from '../../domain/template.ts';
import type { ValueListValue } from '../../domain/value-list.ts';
import { type ChannelSource, channelSources, meaningDistance } from '../../engine/channels/sources.ts';
import { meaningOf } from '../../engine/lexicon/names.ts';
import type { FieldAssistant } from '../assistant/field-mapping.ts';
import { ApiError } from '../lib/api-error.ts';
import type { CatalogConfigsService } from './catalog-configs.service.ts';
import type { FilesService } from './files.service.ts';

/** The words a product file usually has for a channel's enumeration values: the value list's labels. */
const LABELS: Record<string, string> = {
  in_stock: 'En stock',
  out_of_stock: 'Rupture de stock',
  preorder: 'Précommande',
  backorder: 'Sur commande',
  new: 'Neuf',
  used: 'Occasion',
  refurbished: 'Reconditionné',
  active: 'Actif',
  draft: 'Brouillon',
  archived: 'Archivé',
};

const listName = (channel: Channel, field: ChannelField) => `${channel.name} — ${field.name}`;

/**
 * An output field of a template made from the channel: COPY from the file's column that holds it (a
 * price with the currency its name declares); without one, the channel's default, an address left
 * for the user to give (a web search would find another shop's), or GENERATE or EXTRACT as the preset
 * says. A measure in the channel's unit is always extracted, which converts it.
 */
function entryOf(channel: Channel, field: ChannelField, source: ChannelSource | undefined): Record<string, unknown> {
  const numeric = field.type === 'integer' ? 'integer' : field.type === 'decimal' || field.type === 'price' ? 'float' : 'string';
  const measure = field.unit !== undefined && field.type !== 'price';
  if (source && !measure) return { source_column: source.column, dest_property: field.name, batch_action: 'COPY', ...(source.currency ? { source_unit: source.currency } : {}) };
  if (field.default !== undefined) return { source_column: '', dest_property: field.name, batch_action: 'COPY', default_value: field.default };
  if (field.type === 'url') return { source_column: '', dest_property: field.name, batch_action: 'COPY' };
  if (field.generate) return { source_column: field.generate, dest_property: field.name, batch_action: 'GENERATE' };
  return {
    source_column: '',
    dest_property: field.name,
    batch_action: 'EXTRACT',
    type: numeric,
    expected_unit: numeric === 'string' ? null : (field.unit ?? null),
    extra_info: field.hint ?? null,
    ...(field.type === 'enum' ? { value_list: listName(channel, field), use_label: false } : {}),
  };
}

/**
 * Templates made from a channel preset (POST /api/catalog/config/from-channel): one output field per
 * channel field, titles and descriptions written by the assistant, enumerations extracted through a
 * value list of the channel's values, prices and weights in the channel's units. Given the product
 * file the template is for, the fields its columns hold are copied from them — found by meaning
 * (engine/channels/sources.ts), the others by name as the template editor matches them — and its
 * groups and source fields come from its analysis.
 */
export class ChannelTemplatesService {
  constructor(private readonly deps: { configs: CatalogConfigsService; files: FilesService; fieldAssistant: FieldAssistant }) {}

  async create(workspaceId: string, input: { channel: string; label: string; input_filename?: string }): Promise<{ name: string }> {
    const channel = channelById(input.channel);
    if (!channel) throw new ApiError('bad_request', `There is no channel “${input.channel}”; choose one of ${CHANNEL_IDS.join(', ')}`);
    const fields = channel.fields.filter((field) => !writtenByFiche(field));
    const about: AboutProducts = { ...Object.fromEntries(FIELD_GROUPS.map((group) => [group, [] as string[]])), value_lists: {}, current_completeness: {} } as AboutProducts;
    let sourceFields: Partial<SourceFields> = {};
    let sources = new Map<string, ChannelSource>();
    if (input.input_filename) {
      const analysis = await this.deps.files.analyse(workspaceId, input.input_filename);
      Object.assign(about, analysis.about_products);
      sourceFields = analysis.suggested_source_fields;
      const headers = FIELD_GROUPS.flatMap((group) => analysis.about_products[group] ?? []);
      sources = channelSources(channel, headers, analysis.products_sample);
      // A taxonomy's node is matched per product, never copied from the shop's own path.
      const byName = fields.filter((field) => !field.generate && !field.reads && !field.taxonomy).map((field) => field.name);
      for (const match of await this.deps.fieldAssistant.mapFields(byName, headers, workspaceId)) {
        // A name alike is not enough: the column must mean the field (a tax status is no status).
        if (meaningDistance(meaningOf(match.left_field_name), meaningOf(match.right_field_name), false) === undefined) continue;
        sources.set(match.left_field_name, { column: match.right_field_name });
      }
      // A GTIN field nothing paired takes the file's EAN/GTIN column.
      const identifier = sourceFields.public_identifiers?.[0];
      for (const field of fields) if (field.type === 'gtin' && identifier && !sources.has(field.name)) sources.set(field.name, { column: identifier });
    }
    const lists: Record<string, ValueListValue[]> = { ...about.value_lists };
    for (const field of fields) {
      if (field.type === 'enum') lists[listName(channel, field)] = (field.allowed ?? []).map((code) => ({ code, label: LABELS[code] ?? code }));
    }
    const body: CatalogConfigInput = {
      label: input.label,
      about: { ...about, value_lists: lists },
      marketplaces: [channel.id],
      ownFormatMapping: fields.map((field) => entryOf(channel, field, sources.get(field.name))),
      outputFileFormat: { file_format: 'csv', delimiter: channel.delimiter === '\t' ? ',' : channel.delimiter },
      source_fields: sourceFields,
    };
    return this.deps.configs.create(workspaceId, body);
  }
}
