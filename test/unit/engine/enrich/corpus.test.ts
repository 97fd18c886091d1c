import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import t from 'tap';
import { rowCells } from '../../../../engine/enrich/row-cells.ts';
import { coerce, extractFromText, extractWithSource } from '../../../../engine/enrich/extract.ts';
import { fileConventions } from '../../../../engine/enrich/file-conventions.ts';
import type { ExtractPlan, OutputValue } from '../../../../engine/enrich/types.ts';
import type { CorpusCase } from './corpus/types.ts';

/**
 * EXTRACT's corpus: every `corpus/<lang>/<topic>.ts` whose default export is an array of cases, each one
 * read the way the engine reads it and checked against its `want` (for a row left empty, the reason
 * it says; for page text, its quote). A case with a `todo` must still miss its `want`: one that passes
 * fails the suite until its `todo` is removed, so a fix is never left unrecorded.
 */

const CORPUS = fileURLToPath(new URL('./corpus/', import.meta.url));

/** What EXTRACT makes of one case: the value, for a row left empty the reason, and for page text the sentence quoted as evidence. */
function runCase(c: CorpusCase): { value: OutputValue; reason?: string; quote?: string; read?: string } {
  const plan: ExtractPlan = { action: 'EXTRACT', type: 'string', extraInfo: null, expectedUnit: null, valueList: null, useLabel: false, ...c.field };
  if ('row' in c) {
    // The file's decimal marks and what its names show, from this row and the others of its file, as a run reads them.
    const rows = [c.row, ...(c.file ?? [])];
    const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const file = fileConventions(
      headers,
      rows.map((row) => headers.map((header) => row[header] ?? '')),
      c.delimiter,
    );
    const found = extractWithSource(plan, c.row, c.sources, rowCells(c.row, file), file.names);
    const read = found.source && 'read' in found.source ? found.source.read?.span : undefined;
    return { value: found.value ?? null, reason: found.reason?.code, read };
  }
  if ('text' in c) {
    const found = extractFromText(plan, c.text);
    return found ? { value: found.value, quote: found.quote } : { value: null };
  }
  return { value: coerce(plan, c.answer) ?? null };
}

const langs = readdirSync(CORPUS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

for (const lang of langs) {
  const files = readdirSync(join(CORPUS, lang))
    .filter((name) => name.endsWith('.ts') && name !== 'rows.ts' && name !== 'types.ts')
    .sort();
  for (const file of files) {
    const cases: unknown = (await import(pathToFileURL(join(CORPUS, lang, file)).href)).default;
    if (!Array.isArray(cases)) continue;
    t.test(`${lang}/${file}`, async (t) => {
      for (const c of cases as CorpusCase[]) {
        const got = runCase(c);
        // A case Fiche does not read right yet stays known as such: the day it passes, the suite fails until its todo goes.
        if (c.todo) t.not(got.value, c.want, `${lang}/${file}: ${c.why} is still not read (${c.todo}); once it is, remove the case's todo`);
        else t.equal(got.value, c.want, `${lang}/${file}: ${c.why}`);
        if (c.reason !== undefined) t.equal(got.reason, c.reason, `${lang}/${file}: ${c.why} (reason)`);
        if ('row' in c && c.read !== undefined) t.equal(got.read, c.read, `${lang}/${file}: ${c.why} (read)`);
        if ('text' in c && c.quote !== undefined) t.equal(got.quote, c.quote, `${lang}/${file}: ${c.why} (quote)`);
      }
    });
  }
}
