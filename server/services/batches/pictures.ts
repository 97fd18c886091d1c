import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MappingEntry } from '../../../domain/mapping.ts';
import type { OutputValue, SourceColumns } from '../../../engine/enrich/types.ts';
import { meaningOf } from '../../../engine/lexicon/names.ts';
import { safeFetchBytes } from '../../search/safe-fetch.ts';

/**
 * Product pictures for the PDF: each one time- and size-capped, a few at once, the run's bytes and
 * time capped too. A host that failed `hostFailures` times (unreachable, timed out, refused) is not
 * asked again in this run: pictures usually share one host, and an offline server would otherwise
 * wait out every product's timeout.
 */
const LIMITS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, totalBytes: 64 * 1024 * 1024, totalMs: 60_000, concurrent: 4, hostFailures: 3 };

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * What a URL gave when last fetched for this run (bytes, or null for nothing usable), so that
 * rewriting the outputs after an edit fetches no picture again.
 */
export interface PictureCache {
  get(url: string): Buffer | null | undefined;
  set(url: string, picture: Buffer | null): void;
}

/** The web-fetch settings pictures obey, as page fetches do: ALLOWED_HOSTS, and ALLOW_PRIVATE_FETCH (tests only). */
export interface PictureFetch {
  allowPrivate: boolean;
  allowedHosts: readonly string[];
}

/** Output fields that may hold a picture's address: named like one, or copied from an image/URL source column. */
function pictureColumns(entries: readonly MappingEntry[], sources: SourceColumns): number[] {
  const urlColumns = new Set(sources.binaries_or_urls ?? []);
  return entries.flatMap((entry, i) => {
    // The lexicon folds photo, picture, thumbnail, vignette, Bild… into the concept 'image'.
    const named = meaningOf(entry.dest_property).words.includes('image');
    return named || (entry.batch_action === 'COPY' && urlColumns.has(entry.source_column)) ? [i] : [];
  });
}

function isPngOrJpeg(bytes: Buffer): boolean {
  const png = bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/**
 * The picture at `url` when it is a whole PNG or JPEG within the caps; undefined when the answer is
 * something else, `unreachable` when no answer came (the PDF goes without it either way).
 */
async function fetchPicture(url: string, settings: PictureFetch, signal: AbortSignal): Promise<Buffer | undefined | 'unreachable'> {
  try {
    const { body } = await safeFetchBytes(url, { ...settings, signal, timeoutMs: LIMITS.timeoutMs, maxBytes: LIMITS.maxBytes, accept: 'image/png,image/jpeg;q=0.9' });
    // An answer cut at the cap is an incomplete picture.
    return body.length < LIMITS.maxBytes && isPngOrJpeg(body) ? body : undefined;
  } catch {
    return 'unreachable';
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Each product's picture for the PDF (undefined when it has none): the first web address among its
 * picture fields, fetched here on the main thread with the SSRF-safe fetch so the worker only gets
 * bytes. Without fetch settings, none. A few lanes take the products in order until the run's
 * picture budget (bytes or time) is spent.
 */
export async function productPictures(products: readonly { values: OutputValue[] }[], entries: readonly MappingEntry[], sources: SourceColumns, settings: PictureFetch | undefined, signal: AbortSignal, cache?: PictureCache): Promise<(Uint8Array | undefined)[]> {
  const pictures: (Uint8Array | undefined)[] = products.map(() => undefined);
  if (!settings) return pictures;
  const columns = pictureColumns(entries, sources);
  if (columns.length === 0) return pictures;
  const budget = AbortSignal.any([signal, AbortSignal.timeout(LIMITS.totalMs)]);
  const failures = new Map<string, number>();
  let next = 0;
  let total = 0;
  const lane = async () => {
    while (next < products.length && !budget.aborted && total < LIMITS.totalBytes) {
      const at = next++;
      const values = (products[at] as { values: OutputValue[] }).values;
      const url = columns.map((i) => values[i]).find((value): value is string => typeof value === 'string' && WEB_ADDRESS.test(value.trim()));
      if (!url) continue;
      const host = hostOf(url.trim());
      // A host that failed is not asked again, nor its pictures looked up.
      if ((failures.get(host) ?? 0) >= LIMITS.hostFailures) continue;
      const cached = cache?.get(url.trim());
      if (cached === null) continue;
      const picture = cached ?? (await fetchPicture(url.trim(), settings, budget));
      if (cached === undefined && !budget.aborted) cache?.set(url.trim(), picture instanceof Buffer ? picture : null);
      if (picture === 'unreachable') failures.set(host, (failures.get(host) ?? 0) + 1);
      else if (picture && total + picture.length <= LIMITS.totalBytes) {
        total += picture.length;
        pictures[at] = new Uint8Array(picture);
      }
    }
  };
  await Promise.all(Array.from({ length: LIMITS.concurrent }, lane));
  return pictures;
}

/** A run's picture cache in a folder of its results: one file per URL, empty when the URL gave nothing usable. */
export function folderPictureCache(dir: string): PictureCache {
  const fileOf = (url: string) => path.join(dir, createHash('sha256').update(url).digest('hex'));
  return {
    get(url) {
      try {
        const bytes = fs.readFileSync(fileOf(url));
        return bytes.length > 0 ? bytes : null;
      } catch {
        return undefined;
      }
    },
    set(url, picture) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(fileOf(url), picture ?? Buffer.alloc(0), { mode: 0o600 });
    },
  };
}
