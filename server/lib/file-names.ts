import { ACCEPTED_EXTENSIONS, type AcceptedExtension, extensionOf, extensionsText } from '../../domain/files.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import { ApiError } from './api-error.ts';

const MAX_NAME = 255;

/**
 * The client's file name made safe to show: no directories, no control characters, at most 255
 * characters (keeping the extension). It is display text only; it never becomes a path.
 */
export function cleanOriginalName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim() || 'file';
  if (clean.length <= MAX_NAME) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, MAX_NAME - ext.length) + ext;
}

/** The extension if accepted; legacy .xls gets its own clear code, anything else the list of accepted types. */
export function acceptedExtension(name: string, accepted: readonly AcceptedExtension[] = ACCEPTED_EXTENSIONS): AcceptedExtension {
  const ext = extensionOf(name);
  if ((accepted as readonly string[]).includes(ext)) return ext as AcceptedExtension;
  if (ext === 'xls' && accepted.includes('xlsx')) throw new ApiError('excel_invalid_signature');
  throw new ApiError('file_type_not_allowed', `File type not allowed. Accepted: ${extensionsText(accepted)}`);
}

const BINARY_MAGIC: Buffer[] = [
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]), // ELF
  Buffer.from('MZ'), // Windows PE
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), // Mach-O
  Buffer.from([0xca, 0xfe, 0xba, 0xbe]), // Mach-O fat / Java class
  Buffer.from([0x50, 0x4b, 0x03, 0x04]), // zip
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), // OLE (xls, doc)
  Buffer.from('%PDF-'),
  Buffer.from([0x1f, 0x8b]), // gzip
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from('GIF8'),
  Buffer.from('Rar!'),
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf]), // 7z
];

/** Text, perhaps UTF-16: no known binary signature, no NULs outside UTF-16, few control bytes. */
function looksLikeText(head: Buffer): boolean {
  if (BINARY_MAGIC.some((magic) => head.subarray(0, magic.length).equals(magic))) {
    // "MZ" could begin a real header; an executable also has NULs right after it.
    if (!(head[0] === 0x4d && head[1] === 0x5a) || head.subarray(0, 64).includes(0)) return false;
  }
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  let zerosEven = 0;
  let zerosOdd = 0;
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const byte = head[i] as number;
    if (byte === 0) {
      if (i % 2 === 0) zerosEven++;
      else zerosOdd++;
    } else if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) {
      control++;
    }
  }
  const half = head.length / 2;
  const utf16 = (zerosOdd > half * 0.6 && zerosEven === 0) || (zerosEven > half * 0.6 && zerosOdd === 0);
  if (zerosEven + zerosOdd > 0 && !utf16) return false;
  return control <= head.length * 0.02;
}

/** The content must be what the extension says; `head` is the first bytes (up to 8 KB). */
export function signatureError(ext: AcceptedExtension, head: Buffer): ErrorCode | undefined {
  if (ext === 'xlsx') return head.subarray(0, 4).equals(BINARY_MAGIC[4] as Buffer) ? undefined : 'excel_invalid_signature';
  if (ext === 'pdf') return head.subarray(0, 1024).includes('%PDF-') ? undefined : 'pdf_invalid_signature';
  return looksLikeText(head) ? undefined : 'csv_invalid_file';
}
