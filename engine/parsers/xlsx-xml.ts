import { FileError } from '../errors.ts';
import { MAX_CELL_CHARS } from './table.ts';

/**
 * The little of XML that a workbook's parts need, read as text chunk by chunk: tags with their
 * local names and attributes, and the text between them. Not a general XML parser: no DTD, no
 * namespaces beyond dropping a tag's prefix; comments and CDATA sections are passed over as tags,
 * as exceljs's reader passes them over.
 */

const SLASH = 0x2f;
const COLON = 0x3a;
const GT = 0x3e;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
/** No real tag comes near this; a longer one would be carried over from chunk to chunk and rescanned each time. */
const MAX_TAG_LENGTH = 1024 * 1024;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** One tag, from its `<` to its `>`, read in place in the chunk that holds it (reused from tag to tag). */
export class XmlTag {
  text = '';
  close = 0;
  nameStart = 0;
  nameEnd = 0;
  /** `</name>` */
  closing = false;
  /** `<name/>` */
  selfClosing = false;
  /** The attribute `nextAttribute` is on: its name ends at `attributeNameEnd`, its value is [valueStart, valueEnd). */
  attributeNameEnd = 0;
  valueStart = 0;
  valueEnd = 0;

  /** Points at the tag between `open` (its `<`) and `close` (its `>`) of `text`. */
  read(text: string, open: number, close: number): void {
    this.text = text;
    this.close = close;
    this.closing = text.charCodeAt(open + 1) === SLASH;
    this.selfClosing = text.charCodeAt(close - 1) === SLASH;
    let at = this.closing ? open + 2 : open + 1;
    this.nameStart = at;
    for (let code = text.charCodeAt(at); at < close && code !== SLASH && code !== GT && !isSpace(code); code = text.charCodeAt(++at)) {
      if (code === COLON) this.nameStart = at + 1;
    }
    this.nameEnd = at;
    this.attributeNameEnd = 0;
  }

  /** Whether the tag's local name (its namespace prefix dropped) is `name`. */
  is(name: string): boolean {
    return this.nameEnd - this.nameStart === name.length && this.text.startsWith(name, this.nameStart);
  }

  /** Moves to the tag's first attribute, then to each next one; false past the last. */
  nextAttribute(): boolean {
    const { text, close } = this;
    const from = this.attributeNameEnd > this.nameEnd ? this.valueEnd + 1 : this.nameEnd;
    const equals = text.indexOf('=', from);
    if (equals === -1 || equals > close) return false;
    let nameEnd = equals;
    while (isSpace(text.charCodeAt(nameEnd - 1))) nameEnd--;
    let quote = equals + 1;
    while (isSpace(text.charCodeAt(quote))) quote++;
    const valueEnd = text.indexOf(text[quote] === "'" ? "'" : '"', quote + 1);
    if (valueEnd === -1 || valueEnd > close) return false;
    this.attributeNameEnd = nameEnd;
    this.valueStart = quote + 1;
    this.valueEnd = valueEnd;
    return true;
  }

  /** Whether the attribute `nextAttribute` is on is `name` (prefix included, as in `r:id`). */
  attributeIs(name: string): boolean {
    const start = this.attributeNameEnd - name.length;
    return this.text.startsWith(name, start) && isSpace(this.text.charCodeAt(start - 1));
  }

  /** Where the value of attribute `name` starts in `text`, -1 when the tag has none. */
  attributeStart(name: string): number {
    this.attributeNameEnd = 0;
    while (this.nextAttribute()) if (this.attributeIs(name)) return this.valueStart;
    return -1;
  }

  /** The value of attribute `name`, its entities decoded. */
  attribute(name: string): string | undefined {
    if (this.attributeStart(name) === -1) return undefined;
    return decodeXmlText(this.text.slice(this.valueStart, this.valueEnd));
  }

  /** Attribute `name` read as a whole number, NaN when absent or not a number. */
  integerAttribute(name: string): number {
    const start = this.attributeStart(name);
    return start === -1 ? Number.NaN : parseDigits(this.text, start);
  }
}

/** The whole number written at `start`, NaN when no digit is there. */
export function parseDigits(text: string, start: number): number {
  let value = 0;
  let at = start;
  for (let code = text.charCodeAt(at); code >= 0x30 && code <= 0x39; code = text.charCodeAt(++at)) value = value * 10 + (code - 0x30);
  return at === start ? Number.NaN : value;
}

/** What a reader of a part does with its tags and the text between them. */
export interface XmlVisitor {
  tag(tag: XmlTag): void;
  /** Raw text (entities not decoded) between two tags; one text may come in pieces across chunks. */
  text(text: string, start: number, end: number): void;
}

/** The `>` that ends the tag opened at `open`, one inside a quoted attribute value passed over; -1 when not yet there. */
function quotedTagEnd(text: string, open: number): number {
  let quote = 0;
  for (let at = open + 1; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === QUOTE || code === APOSTROPHE) quote = code;
    else if (code === GT) return at;
  }
  return -1;
}

/**
 * Hands every complete tag and text of `text` to the visitor; returns where an unfinished tag
 * starts. Without `quoted`, a tag ends at its first `>`: faster, and right for the tags read in
 * sheets and shared strings, whose attribute values (references, numbers, fonts) never hold one.
 */
function visitComplete(text: string, visitor: XmlVisitor, tag: XmlTag, quoted: boolean): number {
  let at = 0;
  for (;;) {
    const open = text.indexOf('<', at);
    if (open === -1) {
      if (at < text.length) visitor.text(text, at, text.length);
      return text.length;
    }
    if (open > at) visitor.text(text, at, open);
    const close = quoted ? quotedTagEnd(text, open) : text.indexOf('>', open + 1);
    if (close === -1) return open;
    tag.read(text, open, close);
    visitor.tag(tag);
    at = close + 1;
  }
}

/**
 * Streams a part's text through the visitor; a tag cut across two chunks is carried over to the
 * next. `quoted`: a `>` inside an attribute value does not end a tag (for the small parts, whose
 * names and targets may hold one).
 */
export async function scanXml(chunks: AsyncIterable<string>, visitor: XmlVisitor, quoted = false): Promise<void> {
  const tag = new XmlTag();
  let carry = '';
  for await (const chunk of chunks) {
    const text = carry === '' ? chunk : carry + chunk;
    carry = text.slice(visitComplete(text, visitor, tag, quoted));
    if (carry.length > MAX_TAG_LENGTH) throw new FileError('excel_malformed', 'a tag longer than 1 MB');
  }
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntity(match: string, name: string): string {
  if (name.charCodeAt(0) !== 0x23) return ENTITIES[name] ?? match;
  const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
  return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/**
 * Text as an XML parser hands it over: line breaks normalised to LF (a literal CR is only ever
 * written as `&#13;`), the five named entities and character references decoded. Other `&name;`
 * are kept as written. `_x000D_`-style escapes stay as they are, as exceljs leaves them.
 */
export function decodeXmlText(raw: string): string {
  let text = raw;
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  if (text.includes('&')) text = text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-z]+);/g, decodeEntity);
  return text;
}

/**
 * Text copied out of the chunk it was sliced from: V8 makes a slice of 13 characters or more a view
 * that keeps its whole chunk alive, so kept cells would hold on to all the XML they came from.
 */
export function detached(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

/**
 * The text of a string item — a shared string `<si>` or an inline `<is>` — as its `<t>` elements,
 * plain or in rich-text runs, joined; phonetic guides (`<rPh>`) left out.
 */
export class StringItem {
  private raw = '';
  private inText = false;
  private inPhonetic = false;
  /** A rich-text run was seen: the item is a string even when its text is empty. */
  hasRun = false;

  start(): void {
    this.raw = '';
    this.inText = false;
    this.inPhonetic = false;
    this.hasRun = false;
  }

  /** Follows a tag inside the item. */
  tag(tag: XmlTag): void {
    if (tag.is('t')) this.inText = !tag.closing && !tag.selfClosing && !this.inPhonetic;
    else if (tag.is('r')) this.hasRun = true;
    else if (tag.is('rPh')) this.inPhonetic = !tag.closing && !tag.selfClosing;
  }

  text(text: string, start: number, end: number): void {
    // An entity writes one character in at most ten ('&#x10FFFF;'): more raw text than that is cut anyway.
    if (this.inText && this.raw.length < MAX_CELL_CHARS * 10) this.raw += text.slice(start, end);
  }

  /** The item's text as written (entities not decoded). */
  rawText(): string {
    return this.raw;
  }
}
