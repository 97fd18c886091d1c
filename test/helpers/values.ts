import ExcelJS from 'exceljs';
import type { CellValue, ValuesPage } from '../../domain/values.ts';

type Api = { get: <T>(path: string) => Promise<{ status: number; body: T }> };

/** A run's stored values as the values API answers them: one object per product, field → value. */
export async function valuesOf(api: Api, batchId: string): Promise<Record<string, CellValue>[]> {
  const page = (await api.get<ValuesPage>(`/api/catalog/batch/${batchId}/values?limit=500`)).body;
  return page.rows.map((row) => Object.fromEntries(page.fields.map((field) => [field, row.cells[field]?.value ?? null])));
}

type SignedIn = Api & { tokens: { access_token: string } };

/** The lines of a run's xlsx Sources sheet, each cell as text (the header first). */
export async function sourcesSheet(baseUrl: string, api: SignedIn, batchId: string): Promise<string[][]> {
  const result = (await api.get<{ results: { name: string }[] }>(`/api/catalog/batch/${batchId}`)).body.results.find((file) => file.name.endsWith('.xlsx'));
  if (!result) throw new Error('the run wrote no xlsx file');
  const response = await fetch(`${baseUrl}/api/file/results?catalog_id=${batchId}&file_name=${encodeURIComponent(result.name)}`, { headers: { authorization: `Bearer ${api.tokens.access_token}` } });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const lines: string[][] = [];
  book.getWorksheet('Sources')?.eachRow((row) => {
    // `values` has holes where cells are empty: read every column up to the row's last.
    lines.push(Array.from({ length: row.cellCount }, (_, index) => String(row.getCell(index + 1).value ?? '')));
  });
  return lines;
}
