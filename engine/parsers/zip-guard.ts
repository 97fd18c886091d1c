import { Readable, Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { FileError } from '../errors.ts';

/** Limits for an xlsx before anything is unpacked: a 5 MB workbook is far below all of them. */
export const ZIP_LIMITS = {
  maxEntries: 2_000,
  maxTotalUncompressed: 100 * 1024 * 1024,
  /** Deflate of real XML reaches 10–30×; only crafted data gets near 1000×. */
  maxRatio: 200,
};

interface EntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  compressionMethod: number;
  localHeaderOffset: number;
}

function centralDirectory(buffer: Buffer): Promise<EntryInfo[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(new FileError('excel_malformed', openError?.message));
      if (zip.entryCount > ZIP_LIMITS.maxEntries) {
        zip.close();
        return reject(new FileError('excel_malformed', `zip has ${zip.entryCount} entries`));
      }
      const entries: EntryInfo[] = [];
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (total > ZIP_LIMITS.maxTotalUncompressed || (entry.uncompressedSize > 1024 * 1024 && ratio > ZIP_LIMITS.maxRatio)) {
          zip.close();
          return reject(new FileError('excel_malformed', `zip expands too much (${entry.fileName})`));
        }
        entries.push({
          name: entry.fileName,
          compressedSize: entry.compressedSize,
          uncompressedSize: entry.uncompressedSize,
          compressionMethod: entry.compressionMethod,
          localHeaderOffset: entry.relativeOffsetOfLocalHeader,
        });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', (error: Error) => reject(new FileError('excel_malformed', error.message)));
      zip.readEntry();
    });
  });
}

/** An archive whose directory passed the limits; entries are inflated only when read, each capped. */
export interface CheckedZip {
  names: string[];
  has(name: string): boolean;
  /**
   * The entry as a UTF-8 text stream, inflated as it is read. The directory may lie about sizes and
   * the inflate would trust nothing: the output is capped at the declared size (past it, or short
   * of it at the end, the stream fails with `excel_malformed`), so memory stays within the limits
   * checked above.
   */
  open(name: string): Readable;
}

/** Fails once more bytes come out than the directory declared, or fewer at the end. */
class SizeCap extends Transform {
  private seen = 0;

  constructor(
    private readonly name: string,
    private readonly declared: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.declared) done(new FileError('excel_malformed', `${this.name} inflates past its declared size`));
    else done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.seen === this.declared ? null : new FileError('excel_malformed', `${this.name} has the wrong size`));
  }
}

function entryStream(buffer: Buffer, entry: EntryInfo): Readable {
  const header = entry.localHeaderOffset;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== 0x04034b50) {
    throw new FileError('excel_malformed', `bad local header for ${entry.name}`);
  }
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  if (end > buffer.length) throw new FileError('excel_malformed', `${entry.name} is cut short`);
  const body = Readable.from([buffer.subarray(start, end)], { objectMode: false });
  const cap = new SizeCap(entry.name, entry.uncompressedSize);
  const fail = (error: Error) => cap.destroy(error instanceof FileError ? error : new FileError('excel_malformed', `${entry.name}: ${error.message}`));
  if (entry.compressionMethod === 0) {
    body.on('error', fail).pipe(cap);
  } else if (entry.compressionMethod === 8) {
    const inflate = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    body.on('error', fail).pipe(inflate).on('error', fail).pipe(cap);
  } else {
    throw new FileError('excel_malformed', `unsupported compression in ${entry.name}`);
  }
  cap.setEncoding('utf8');
  return cap;
}

/** Refuses zip bombs and broken archives from the central directory, before any unpacking. */
export async function openZip(buffer: Buffer): Promise<CheckedZip> {
  const entries = new Map((await centralDirectory(buffer)).map((entry) => [entry.name, entry]));
  return {
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    open(name) {
      const entry = entries.get(name);
      if (!entry) throw new FileError('excel_malformed', `${name} is missing`);
      return entryStream(buffer, entry);
    },
  };
}

/** The entry names of an archive that passes the directory checks. */
export async function checkZip(buffer: Buffer): Promise<string[]> {
  return (await openZip(buffer)).names;
}
