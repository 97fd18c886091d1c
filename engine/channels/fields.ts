/**
 * Which output field of a template feeds each field of a channel (docs/channels.md "Any template to
 * any channel"): the output named as the channel names the field, else the output whose name means
 * what the field reads, through the lexicon ('Name' → title, 'SKU' → id, 'Weight' → shipping_weight),
 * never one whose name makes it something else (a tax status is no status). Each output feeds one
 * field of a channel. Pure.
 */
import { type Channel, type ChannelField, writtenByFiche } from '../../domain/channels.ts';
import type { MappingEntry } from '../../domain/mapping.ts';
import { normalise } from '../lexicon/index.ts';
import { meaningOf } from '../lexicon/names.ts';
import { meaningDistance } from './sources.ts';

/** A channel field and the output field that feeds it. */
export interface FedField {
  field: ChannelField;
  output: string;
}

/** The channel's fields the template's outputs feed, in the channel's order. */
export function fedFields(channel: Channel, entries: readonly MappingEntry[]): FedField[] {
  const outputs = entries.map((entry) => entry.dest_property);
  const fields = channel.fields.filter((field) => !writtenByFiche(field));
  const fed = new Map<ChannelField, string>();
  const used = new Set<string>();
  for (const field of fields) {
    const named = outputs.find((output) => !used.has(output) && normalise(output) === normalise(field.name));
    if (named === undefined) continue;
    fed.set(field, named);
    used.add(named);
  }
  for (const field of fields) {
    // A taxonomy's node is matched for the product, never taken from the shop's own category.
    if (fed.has(field) || field.taxonomy) continue;
    const reads = meaningOf(field.reads ?? field.name);
    let best: { output: string; distance: number } | undefined;
    for (const output of outputs) {
      if (used.has(output)) continue;
      const away = meaningDistance(reads, meaningOf(output), field.stock !== undefined);
      if (away !== undefined && (!best || away < best.distance)) best = { output, distance: away };
    }
    if (!best) continue;
    fed.set(field, best.output);
    used.add(best.output);
  }
  return fields.filter((field) => fed.has(field)).map((field) => ({ field, output: fed.get(field) as string }));
}
