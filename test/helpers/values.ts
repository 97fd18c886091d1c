import type { CellValue, ValuesPage } from '../../domain/values.ts';

type Api = { get: <T>(path: string) => Promise<{ status: number; body: T }> };

/** A run's stored values as the values API answers them: one object per product, field → value. */
export async function valuesOf(api: Api, batchId: string): Promise<Record<string, CellValue>[]> {
  const page = (await api.get<ValuesPage>(`/api/catalog/batch/${batchId}/values?limit=500`)).body;
  return page.rows.map((row) => Object.fromEntries(page.fields.map((field) => [field, row.cells[field]?.value ?? null])));
}
