import { type Channel, type ChannelField, CHANNEL_IDS, channelById, writtenByFiche } from '../../domain/channels.ts';
import { FIELD_GROUPS, type AboutProducts, type SourceFields } from '../../domain/files.ts';
import type { ValueListValue } from '../../domain/value-list.ts';
import type { FieldAssistant } from '../assistant/field-mapping.ts';
import { ApiError } from '../lib/api-error.ts';
import type { CatalogConfigInput } from '../../domain/template.ts';
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

/** An output field of a template made from the channel: COPY from a matched column, else GENERATE or EXTRACT as the preset says. */
function entryOf(channel: Channel, field: ChannelField, column: string | undefined): Record<string, unknown> {
  if (field.generate) return { source_column: field.generate, dest_property: field.name, batch_action: 'GENERATE' };
  if (column) return { source_column: column, dest_property: field.name, batch_action: 'COPY' };
  const numeric = field.type === 'integer' ? 'integer' : field.type === 'decimal' || field.type === 'price' ? 'float' : 'string';
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
 * file the template is for, the fields its columns hold are copied from them (matched as the
 * template editor matches names) and its groups and source fields come from its analysis.
 */
export class ChannelTemplatesService {
  constructor(private readonly deps: { configs: CatalogConfigsService; files: FilesService; fieldAssistant: FieldAssistant }) {}

  async create(workspaceId: string, input: { channel: string; label: string; input_filename?: string }): Promise<{ name: string }> {
    const channel = channelById(input.channel);
    if (!channel) throw new ApiError('bad_request', `There is no channel “${input.channel}”; choose one of ${CHANNEL_IDS.join(', ')}`);
    const fields = channel.fields.filter((field) => !writtenByFiche(field));
    const about: AboutProducts = { ...Object.fromEntries(FIELD_GROUPS.map((group) => [group, [] as string[]])), value_lists: {}, current_completeness: {} } as AboutProducts;
    let sourceFields: Partial<SourceFields> = {};
    const columns = new Map<string, string>();
    if (input.input_filename) {
      const analysis = await this.deps.files.analyse(workspaceId, input.input_filename);
      Object.assign(about, analysis.about_products);
      sourceFields = analysis.suggested_source_fields;
      const headers = FIELD_GROUPS.flatMap((group) => analysis.about_products[group] ?? []);
      const copied = fields.filter((field) => !field.generate).map((field) => field.name);
      for (const match of await this.deps.fieldAssistant.mapFields(copied, headers, workspaceId)) columns.set(match.left_field_name, match.right_field_name);
      // A GTIN field the names did not pair takes the file's EAN/GTIN column.
      const identifier = sourceFields.public_identifiers?.[0];
      for (const field of fields) if (field.type === 'gtin' && identifier && !columns.has(field.name)) columns.set(field.name, identifier);
    }
    const lists: Record<string, ValueListValue[]> = { ...about.value_lists };
    for (const field of fields) {
      if (field.type === 'enum') lists[listName(channel, field)] = (field.allowed ?? []).map((code) => ({ code, label: LABELS[code] ?? code }));
    }
    const body: CatalogConfigInput = {
      label: input.label,
      about: { ...about, value_lists: lists },
      marketplaces: [channel.id],
      ownFormatMapping: fields.map((field) => entryOf(channel, field, columns.get(field.name))),
      outputFileFormat: { file_format: 'csv', delimiter: channel.delimiter === '\t' ? ',' : channel.delimiter },
      source_fields: sourceFields,
    };
    return this.deps.configs.create(workspaceId, body);
  }
}
