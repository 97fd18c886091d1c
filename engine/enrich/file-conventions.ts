import { type NumberConventions, numberConventions } from '../quantities/conventions.ts';
import { type FileBrands, fileBrands } from './file-brands.ts';

/**
 * What a file settles for all its rows, worked out once when it is read: the decimal marks of its
 * numbers, and the brands it shows (file-brands.ts). Plain data, carried with a run's rows; a run
 * started before brands were kept has only the marks.
 */
export type FileConventions = NumberConventions & { brands?: FileBrands };

export function fileConventions(headers: readonly string[], rows: readonly (readonly string[])[], delimiter?: string): FileConventions {
  return { ...numberConventions(headers, rows, delimiter), brands: fileBrands(headers, rows) };
}
