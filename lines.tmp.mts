import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { linesOf } from './engine/parsers/pdf-layout/text-lines.ts';
const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(process.argv[2])) }).promise;
const page = await doc.getPage(Number(process.argv[3] ?? 1));
const tc = await page.getTextContent();
const pieces = (tc.items as any[]).filter((it) => it.str.trim()).map((item) => {
  const [, , , , x = 0, y = 0] = item.transform;
  return { x, y, right: x + item.width, height: item.height || 10, text: item.str };
});
for (const l of linesOf(pieces, 1)) console.log(l.y.toFixed(1), l.height.toFixed(1), l.chunks.map((c) => `[${c.x.toFixed(0)}-${c.right.toFixed(0)} ${c.text}]`).join(' '));
