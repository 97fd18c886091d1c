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

/**
 * The directory may lie about sizes, and the unzip inside exceljs trusts it; so every entry is
 * inflated here once with its declared size as a hard output cap before exceljs sees the file.
 */
function verifyEntries(buffer: Buffer, entries: EntryInfo[]): void {
  for (const entry of entries) {
    const header = entry.localHeaderOffset;
    if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== 0x04034b50) {
      throw new FileError('excel_malformed', `bad local header for ${entry.name}`);
    }
    const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
    const end = start + entry.compressedSize;
    if (end > buffer.length) throw new FileError('excel_malformed', `${entry.name} is cut short`);
    if (entry.compressionMethod === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw new FileError('excel_malformed', `bad stored entry ${entry.name}`);
      continue;
    }
    if (entry.compressionMethod !== 8) throw new FileError('excel_malformed', `unsupported compression in ${entry.name}`);
    let inflated: Buffer;
    try {
      inflated = zlib.inflateRawSync(buffer.subarray(start, end), { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      throw new FileError('excel_malformed', `${entry.name}: ${(error as Error).message}`);
    }
    if (inflated.length !== entry.uncompressedSize) throw new FileError('excel_malformed', `${entry.name} has the wrong size`);
  }
}

/** Refuses zip bombs and broken archives from the central directory, before any unpacking. */
export async function checkZip(buffer: Buffer): Promise<string[]> {
  const entries = await centralDirectory(buffer);
  verifyEntries(buffer, entries);
  return entries.map((entry) => entry.name);
}
