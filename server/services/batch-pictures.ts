import { meaningOf } from '../../domain/field-names.ts';
import type { MappingEntry } from '../../domain/mapping.ts';
import type { OutputValue, SourceColumns } from '../../workers/enrich/types.ts';
import { Semaphore } from '../lib/semaphore.ts';
import { safeFetchBytes } from '../search/safe-fetch.ts';

/** Product pictures for the PDF: each one time- and size-capped, a few at once, the run's total capped too. */
const LIMITS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, totalBytes: 64 * 1024 * 1024, concurrent: 4 };

/** Canonical words (domain/field-names.ts folds photo, picture, visuel… into 'image'). */
const PICTURE_WORDS = ['image', 'thumbnail', 'vignette'];
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** The web-fetch settings pictures obey, as page fetches do: ALLOWED_HOSTS, and ALLOW_PRIVATE_FETCH (tests only). */
export interface PictureFetch {
  allowPrivate: boolean;
  allowedHosts: readonly string[];
}

/** Output fields that may hold a picture's address: named like one, or copied from an image/URL source column. */
function pictureColumns(entries: readonly MappingEntry[], sources: SourceColumns): number[] {
  const urlColumns = new Set(sources.binaries_or_urls ?? []);
  return entries.flatMap((entry, i) => {
    const named = meaningOf(entry.dest_property).words.some((word) => PICTURE_WORDS.includes(word));
    return named || (entry.batch_action === 'COPY' && urlColumns.has(entry.source_column)) ? [i] : [];
  });
}

function isPngOrJpeg(bytes: Buffer): boolean {
  const png = bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/** The picture at `url` when it is a whole PNG or JPEG within the caps; undefined on any failure (the PDF goes without). */
async function fetchPicture(url: string, settings: PictureFetch, signal: AbortSignal): Promise<Buffer | undefined> {
  try {
    const { body } = await safeFetchBytes(url, { ...settings, signal, timeoutMs: LIMITS.timeoutMs, maxBytes: LIMITS.maxBytes, accept: 'image/png,image/jpeg;q=0.9' });
    // An answer cut at the cap is an incomplete picture.
    return body.length < LIMITS.maxBytes && isPngOrJpeg(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Each product's picture for the PDF (undefined when it has none): the first web address among its
 * picture fields, fetched here on the main thread with the SSRF-safe fetch so the worker only gets
 * bytes. Without fetch settings, none.
 */
export async function productPictures(
  products: readonly { values: OutputValue[] }[],
  entries: readonly MappingEntry[],
  sources: SourceColumns,
  settings: PictureFetch | undefined,
  signal: AbortSignal,
): Promise<(Uint8Array | undefined)[]> {
  if (!settings) return [];
  const columns = pictureColumns(entries, sources);
  const fetches = new Semaphore(LIMITS.concurrent);
  let total = 0;
  return Promise.all(
    products.map(async (product) => {
      const url = columns.map((i) => product.values[i]).find((value): value is string => typeof value === 'string' && WEB_ADDRESS.test(value.trim()));
      if (!url || total >= LIMITS.totalBytes) return undefined;
      const picture = await fetches.use(() => fetchPicture(url.trim(), settings, signal), signal);
      if (!picture || total + picture.length > LIMITS.totalBytes) return undefined;
      total += picture.length;
      return new Uint8Array(picture);
    }),
  );
}
