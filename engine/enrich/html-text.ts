/**
 * HTML to text in one pass over the input, with no regular expression that can backtrack: fetched
 * pages and product cells are untrusted, and a crafted page must not hold the event loop.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  ocirc: 'ô',
  ucirc: 'û',
  ugrave: 'ù',
  icirc: 'î',
  euml: 'ë',
  iuml: 'ï',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  deg: '°',
  times: '×',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** '&amp;', '&#233;', '&#xE9;' and the common named entities decoded; unknown ones kept as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
    const point = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
    return point > 0 && point < 0x110000 ? String.fromCodePoint(point) : ' ';
  });
}

/** Elements whose content is not text. */
const SKIPPED = ['script', 'style', 'noscript', 'template', 'svg', 'head'];
/** Elements that end a block of text (a line break in the output). */
const BLOCKS = new Set(['p', 'div', 'li', 'tr', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'ul', 'ol', 'table', 'dd', 'dt']);

function tagName(html: string, from: number): string {
  let end = from;
  while (end < html.length && end - from < 12) {
    const code = html.charCodeAt(end);
    const letter = (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
    if (!letter) break;
    end++;
  }
  return html.slice(from, end).toLowerCase();
}

/**
 * The visible text of HTML: tags removed, script/style/comments dropped, block ends as `blockBreak`,
 * entities decoded, runs of spaces folded. Each character is looked at a bounded number of times.
 */
export function htmlText(html: string, blockBreak = '\n'): string {
  const lower = html.toLowerCase();
  const out: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) {
      out.push(html.slice(at));
      break;
    }
    out.push(html.slice(at, open));
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      at = close < 0 ? html.length : close + 3;
      continue;
    }
    const closing = html[open + 1] === '/';
    const name = tagName(html, open + (closing ? 2 : 1));
    if (name === '') {
      // A lone '<' is text ('a < b'), not a tag.
      out.push('<');
      at = open + 1;
      continue;
    }
    const end = html.indexOf('>', open + 1);
    if (end < 0) {
      // No '>' left: nothing after this point can be a tag.
      out.push(html.slice(open));
      break;
    }
    at = end + 1;
    if (!closing && SKIPPED.includes(name)) {
      const close = lower.indexOf(`</${name}`, at);
      const after = close < 0 ? -1 : html.indexOf('>', close);
      at = after < 0 ? html.length : after + 1;
      continue;
    }
    out.push(BLOCKS.has(name) ? blockBreak : ' ');
  }
  const text = decodeEntities(out.join(''));
  return blockBreak === '\n'
    ? text
        .split('\n')
        .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n')
    : text.replace(/\s+/g, ' ').trim();
}
