import fs from 'node:fs';
import path from 'node:path';
import type { DecimalMark } from '../../../domain/mapping.ts';
import type { Language } from '../../../domain/user.ts';
import type { OutputFile } from '../../../workers/jobs.ts';
import type { SharedFiles } from '../../cluster/shared-files.ts';
import type { BatchValuesRepository, StoredCell } from '../../repositories/batch-values.repository.ts';
import type { BatchesRepository, BatchRow } from '../../repositories/batches.repository.ts';
import { productError } from './cells.ts';
import { applyChannel, type RunChannel, runChannels, taxonomyCells, unitOf } from './channel-cells.ts';
import { channelTable, validationTable } from './channel-file.ts';
import type { ChunkExecutor } from './chunk-executor.ts';
import { removeTemporary, temporarySuffix } from './output-temp.ts';
import { folderPictureCache, type PictureFetch, productPictures } from './pictures.ts';
import { RunFailure } from './run-failure.ts';
import { readSnapshot } from './run-snapshot.ts';
import { labelOf } from './views.ts';

/** Where a run's fetched pictures are kept, inside its results folder (never listed as a result). */
const PICTURES_FOLDER = '.pictures';

/** A run's output folder, and one of its files, as paths below DATA_DIR (shared files are named so). */
export const resultsFolder = (batchId: string): string => `results/${batchId}`;
export const resultFile = (batchId: string, name: string): string => `${resultsFolder(batchId)}/${name}`;

/** Where a run's output files go, and what they are written in. */
export interface OutputPlaces {
  resultsDir: (batchId: string) => string;
  /** Where the files are shared with the other processes (cluster mode). */
  shared: SharedFiles;
  /** How product pictures for the PDF are fetched; none are when unset. */
  pictureFetch?: PictureFetch;
  /** The language of the user who started a run (its files' Error column is written in it); English when unset. */
  languageOf?: (userId: string | null) => Promise<Language>;
}

/** A run's cells by product, as stored. */
export type RunCells = ReadonlyMap<number, Record<string, StoredCell>>;

/**
 * A run's output files, written from its stored values, so they say what the review grid shows: read
 * when the write starts, or handed over by the runner that recorded them all (`write`'s `held`).
 * Writes of one run go one after another; a write asked for while another reading the values waits
 * to start joins it (it reads them when it starts, so it includes every change made before). A
 * download waits for the writes asked for before it (`ready`).
 */
export class RunOutputs {
  private readonly chains = new Map<string, { tail: Promise<unknown>; waiting?: Promise<OutputFile[]> }>();
  /** Runs whose latest write failed: their files on disk are older than their values. */
  private readonly stale = new Set<string>();

  constructor(
    private readonly deps: OutputPlaces & {
      batches: BatchesRepository;
      values: BatchValuesRepository;
      executor: Pick<ChunkExecutor, 'task'>;
      /** The decimal mark of a run's input file, which its `;`-delimited CSV writes numbers with. */
      files?: { decimalMarkOf(workspaceId: string, fileId: string | null): Promise<DecimalMark | undefined> };
      signal: AbortSignal;
    },
  ) {}

  /** Writes the run's files from `held`, its stored cells as the caller holds them, else from those read when the write starts. */
  write(batch: BatchRow, held?: RunCells): Promise<OutputFile[]> {
    const chain = this.chains.get(batch.id) ?? { tail: Promise.resolve() };
    this.chains.set(batch.id, chain);
    if (chain.waiting) return chain.waiting;
    const waiting: Promise<OutputFile[]> = chain.tail
      .catch(() => undefined)
      .then(() => {
        if (chain.waiting === waiting) chain.waiting = undefined;
        return this.writeNow(batch, held);
      })
      .then(async ({ files, valueChars }) => {
        let bytes = valueChars;
        for (const file of files) {
          await this.deps.shared.publish(resultFile(batch.id, file.name));
          bytes += (await fs.promises.stat(path.join(this.deps.resultsDir(batch.id), file.name))).size;
        }
        await this.deps.batches.update(batch.id, { storedBytes: bytes });
        return files;
      })
      .then(
        (files) => {
          this.stale.delete(batch.id);
          return files;
        },
        (error: unknown) => {
          this.stale.add(batch.id);
          throw error;
        },
      );
    // A write from held cells is not joined: a later one reads what was stored after them.
    if (!held) chain.waiting = waiting;
    chain.tail = waiting;
    void waiting
      .catch(() => undefined)
      .finally(() => {
        if (chain.tail === waiting) this.chains.delete(batch.id);
      });
    return waiting;
  }

  /** Resolves once every write asked for so far is done; `output_failed` when the latest one failed. */
  async ready(batchId: string): Promise<void> {
    await this.chains.get(batchId)?.tail.catch(() => undefined);
    if (this.stale.has(batchId)) throw new RunFailure('output_failed');
  }

  /** Writes the files; `valueChars`: the characters of the values they were written from, which the run stores too. */
  private async writeNow(batch: BatchRow, held?: RunCells): Promise<{ files: OutputFile[]; valueChars: number }> {
    const { entries, formats, delimiter, sources } = readSnapshot(batch);
    const columns = entries.map((entry) => entry.dest_property);
    const cells = held ?? (await this.deps.values.all(batch.id));
    const rows = await this.deps.batches.products(batch.id);
    const language = (await this.deps.languageOf?.(batch.userId)) ?? 'en';
    let valueChars = 0;
    for (const own of cells.values()) for (const cell of Object.values(own)) valueChars += textLength(cell.value) + textLength(cell.channel_value);
    const products = rows.map((product) => {
      const own = cells.get(product.rowIndex) ?? {};
      return {
        key: product.key,
        values: columns.map((column) => own[column]?.value ?? null),
        sources: columns.map((column) => own[column]?.source ?? null),
        reasons: columns.map((column) => own[column]?.reason ?? null),
        failed: columns.map((column) => own[column]?.status === 'failed'),
        error: productError(own, language),
      };
    });
    const dir = this.deps.resultsDir(batch.id);
    const cache = folderPictureCache(path.join(dir, PICTURES_FOLDER));
    const pictures = await productPictures(products, entries, sources, this.deps.pictureFetch, this.deps.signal, cache);
    const baseName = `${batch.catalogConfigName.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'catalog'}-${batch.id.slice(0, 8)}`;
    const byProduct = rows.map((product) => ({ key: product.key, group: product.productGroup ?? product.rowIndex, options: product.options ?? [], cells: cells.get(product.rowIndex) ?? {} }));
    const channels = runChannels(batch.destination, entries);
    const tables = channels.flatMap((channel, index) => {
      // The cells keep the first channel's verdicts; another channel holds a copy of them to its own rules.
      const firstsOwn = new Set(channels[0]?.missing.map((field) => field.name));
      const checked = index === 0 ? byProduct : byProduct.map((product) => ({ ...product, cells: heldTo(channel, product.cells, firstsOwn) }));
      const held = checked.map((product) => ({ ...product, cells: { ...product.cells, ...taxonomyCells(channel, product.cells) } }));
      const taxonomyFields = channel.channel.fields.filter((field) => field.taxonomy && !channel.fed.has(field.name)).map((field) => field.name);
      const report = validationTable(channels.length > 1 ? `${baseName}-${channel.channel.id}` : baseName, held, [...columns, ...channel.missing.map((field) => field.name), ...taxonomyFields], channel);
      return [channelTable(channel, baseName, held), ...(report ? [report] : [])];
    });
    const tempSuffix = temporarySuffix();
    const files = await this.deps.executor
      .task(batch.workspaceId, 'write-outputs', {
        tables,
        dir,
        baseName,
        title: `${labelOf(batch)} — ${path.parse(batch.inputFilename).name}`,
        formats,
        delimiter,
        columns,
        units: entries.map((entry) => unitOf(entry) ?? null),
        fileDecimal: await this.deps.files?.decimalMarkOf(batch.workspaceId, batch.fileId),
        language,
        products: products.map((product, i) => ({ ...product, picture: pictures[i] })),
        tempSuffix,
      })
      .catch(async (error: unknown) => {
        await removeTemporary(dir, tempSuffix);
        throw error;
      });
    return { files, valueChars };
  }
}

/**
 * A product's cells held to another channel's rules, the stored ones untouched: the template's cells
 * without the first channel's verdicts and without its required fields (`firstsOwn`), then checked.
 */
function heldTo(channel: RunChannel, cells: Record<string, StoredCell>, firstsOwn: ReadonlySet<string>): Record<string, StoredCell> {
  const copy: Record<string, StoredCell> = {};
  for (const [name, { issues: _issues, channel_value: _written, ...cell }] of Object.entries(cells)) if (!firstsOwn.has(name)) copy[name] = cell;
  applyChannel(channel, copy, new Set());
  return copy;
}

function textLength(value: unknown): number {
  return typeof value === 'string' ? value.length : value === null || value === undefined ? 0 : String(value).length;
}
