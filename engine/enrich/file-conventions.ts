import { type NumberConventions, numberConventions } from '../quantities/conventions.ts';
import { type FileNames, fileNames } from './file-names.ts';

/**
 * What a file settles for all its rows, worked out once when it is read: the decimal marks of its
 * numbers, and what its names show (file-names.ts). Plain data, carried with a run's rows; a run
 * started before names were read so has only the marks.
 */
export type FileConventions = NumberConventions & { names?: FileNames };

export function fileConventions(headers: readonly string[], rows: readonly (readonly string[])[], delimiter?: string): FileConventions {
  return { ...numberConventions(headers, rows, delimiter), names: fileNames(headers, rows) };
}
