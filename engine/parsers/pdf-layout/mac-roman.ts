import type { Piece } from './text-lines.ts';

/**
 * A TrueType font flagged symbolic with no encoding of its own is read by pdf.js through its Mac
 * cmap, as Mac Roman; a PDF maker that wrote its bytes as Windows text (WinAnsi, the font's widths
 * say so) then reads 'Gefl¸gelfleisch' and '÷ffnungszeiten' for 'Geflügelfleisch' and
 * 'Öffnungszeiten' (poppler reads them right). A font whose words hold such a sign among letters,
 * and no letter that Windows text would not give, is read again as Windows text.
 */

const HIGH = Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i);
const MAC = [...new TextDecoder('macintosh').decode(HIGH)];
const WINDOWS = [...new TextDecoder('windows-1252').decode(HIGH)];
/** Each Mac Roman character of the upper half, as the same byte reads in Windows text. */
const AS_WINDOWS = new Map(MAC.map((mac, i) => [mac, WINDOWS[i] as string]));

const isLetter = (char: string) => /\p{L}/u.test(char);
/** Quotes, dashes and marks text sets before letters as themselves ('Nacho’s', '„Amsterdam“', '–Rabatt'). */
const TYPOGRAPHIC = new Set('’‘“”„‚«»›–—…•');
/** Signs and modifiers of Mac Roman ('¸', '÷', '‰', 'ˆ') whose byte is a letter in Windows text ('ü', 'Ö', 'ä'). */
const MISREAD = new Set(MAC.filter((mac, i) => !/[\p{Lu}\p{Ll}\p{Lo}]/u.test(mac) && !TYPOGRAPHIC.has(mac) && isLetter(WINDOWS[i] as string)));
/** Letters a Windows text gives that Mac Roman does not read from the same byte: a font that holds them is read right. */
const WRITTEN = new Set(WINDOWS.filter((windows, i) => isLetter(windows) && windows !== MAC[i]));

/** Times a font's text holds such a sign before a letter, within a word or opening it ('Gefl¸gel', '÷ffnungszeiten'), not after one ('VMz™'): fewer is a sign used as itself. */
const LEAST_MISREAD = 2;

function misreadIn(texts: readonly string[]): boolean {
  let misread = 0;
  for (const text of texts) {
    const chars = [...text];
    for (const [at, char] of chars.entries()) {
      if (WRITTEN.has(char)) return false;
      if (MISREAD.has(char) && isLetter(chars[at + 1] ?? '')) misread += 1;
    }
  }
  return misread >= LEAST_MISREAD;
}

export function withWindowsLetters(pieces: readonly Piece[]): Piece[] {
  const fonts = new Map<string, string[]>();
  for (const piece of pieces) {
    if (piece.font === undefined) continue;
    const texts = fonts.get(piece.font) ?? [];
    texts.push(piece.text);
    fonts.set(piece.font, texts);
  }
  const misread = new Set([...fonts].filter(([, texts]) => misreadIn(texts)).map(([font]) => font));
  if (misread.size === 0) return [...pieces];
  return pieces.map((piece) => (piece.font !== undefined && misread.has(piece.font) ? { ...piece, text: [...piece.text].map((char) => AS_WINDOWS.get(char) ?? char).join('') } : piece));
}

/**
 * Windows text's signs on bytes 80–9F, which Latin-1 leaves to control characters (the five it leaves
 * unused, a space). Node's decoder reads 'windows-1252' as Latin-1 there, so they are written out.
 */
const WINDOWS_SIGNS = '€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ';
/**
 * A font whose bytes are Windows text read as Latin-1 (pdf.js gives its code as it is) writes Windows's
 * signs as control characters, which draw nothing a person reads: each is the sign Windows text
 * gives it ('\u0080' the euro, '\u0099' and '\u0098' the ornaments framing a heading).
 */
export const withWindowsSigns = (text: string): string => text.replace(/[\u0080-\u009f]/g, (control) => WINDOWS_SIGNS[control.charCodeAt(0) - 0x80] as string);

/** UTF-8 text read as Windows text: a lead byte's letter ('Â' to 'ï') before a continuation byte's sign ('Â£55', 'Puppyâ€™s', 'cafÃ©'). */
const UTF8_AS_WINDOWS = /[\u00c2-\u00ef][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The Windows text byte a character is written with, none for a character Windows text lacks. */
function windowsByte(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  const sign = WINDOWS_SIGNS.indexOf(char);
  if (code < 0x80 || (code >= 0xa0 && code < 0x100)) return code;
  return sign >= 0 && char !== ' ' ? 0x80 + sign : undefined;
}

/**
 * A page printed from UTF-8 text read as Windows text ('Â£55', 'Puppyâ€™s First Groom'): its bytes
 * read again as UTF-8 ('£55', 'Puppy’s First Groom'), when the whole text so reads; a text that
 * does not (a letter of its own, 'é' alone) is left as it is. A no-break space's 'Â' before a plain
 * space ('hoursÂ and') had its second byte made a space on the way, as ftfy restores it.
 */
export function withUtf8Read(text: string): string {
  if (!UTF8_AS_WINDOWS.test(text) && !text.includes('Â ')) return text;
  const bytes = [...text.replaceAll('Â ', 'Â\u00a0')].map(windowsByte);
  if (bytes.some((byte) => byte === undefined)) return text;
  try {
    return UTF8.decode(Uint8Array.from(bytes as number[]));
  } catch {
    return text;
  }
}
