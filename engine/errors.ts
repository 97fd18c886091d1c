import type { ErrorCode } from '../domain/errors.ts';

/** A file the workers refuse, with its error code; the main thread turns it into an ApiError. */
export class FileError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, detail?: string) {
    super(detail ?? code);
    this.code = code;
  }
}
