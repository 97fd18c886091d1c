import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfJs = typeof PdfJsModule;
/** pdf.js's drawing operators by name, as its operator lists number them. */
export type DrawingOps = PdfJs['OPS'];

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js, loaded at a thread's first PDF: its legacy build takes about 1.3 s of a thread's start
 * under tsx (0.15 s without it), which a CSV or a workbook never needs (docs/performance.md).
 */
export const loadPdfJs = (): Promise<PdfJs> => {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loading;
};
