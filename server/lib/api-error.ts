import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type ErrorParams } from '../../domain/errors.ts';

/** An error meant for the caller: its code and status are those docs/error-codes.md lists, its message is safe to show. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor(
    code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    statusCode: number = ERROR_STATUS[code],
    /** The values the message names, answered beside it so the client can word it in its language. */
    readonly params: ErrorParams = {},
  ) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
  }
}

export const notFound = () => new ApiError('not_found');
