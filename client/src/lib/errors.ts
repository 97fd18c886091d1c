/**
 * Error model of the client: one ApiError class, parsing of every error body
 * shape the spec lists (docs/product.md), the display kind of a code, and the dictionary key
 * of its text. Pure: no DOM, no React.
 */
export type ClientErrorCode = 'network_error' | 'unknown_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's own (English) text, kept for logs; the UI shows the translated code. */
  readonly serverMessage: string | undefined;
  /** Values the text names ({required, available}, {language}), for the translated text. */
  readonly params: Record<string, string | number>;

  constructor(status: number, code: string, serverMessage?: string, params: Record<string, string | number> = {}) {
    super(serverMessage || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.params = params;
  }
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'too_many_requests',
  500: 'internal_server_error',
  503: 'service_unavailable',
};

/** The code the spec's HTTP status mapping gives a status, or unknown_error. */
export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_server_error' : 'unknown_error');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Reads an error body in any of the shapes of docs/product.md: `detail` as an object
 * with error_code/error_message or as a string; error_code/error_message at
 * top level; `message`; `error`. A body without a code gets the status's code.
 */
export function parseErrorBody(status: number, body: unknown): ApiError {
  let code: string | undefined;
  let message: string | undefined;
  const params: Record<string, string | number> = {};
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const detail = b.detail;
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
      const d = detail as Record<string, unknown>;
      code = text(d.error_code);
      message = text(d.error_message) ?? text(d.message);
      for (const [key, value] of Object.entries(d)) {
        if (key !== 'error_code' && key !== 'error_message' && (typeof value === 'number' || typeof value === 'string')) params[key] = value;
      }
    } else if (text(detail)) {
      message = text(detail);
    }
    code ??= text(b.error_code);
    message ??= text(b.error_message) ?? text(b.message);
    // `error` is sometimes a code (snake_case), sometimes a sentence.
    const error = text(b.error);
    if (error && !code && /^[a-z0-9_]+$/.test(error)) code = error;
    else message ??= error;
  } else {
    message = text(body);
  }
  return new ApiError(status, code ?? codeForStatus(status), message, params);
}

export type ErrorKind = 'auth' | 'network' | 'validation' | 'not_found' | 'conflict' | 'general';

/** The display kind, chosen by what the code contains (docs/product.md Error display). */
export function errorKind(code: string): ErrorKind {
  if (/auth|session|token|login|forbidden/.test(code)) return 'auth';
  if (/network/.test(code)) return 'network';
  if (/bad_request|validation|invalid/.test(code)) return 'validation';
  if (/not_found/.test(code)) return 'not_found';
  if (/conflict/.test(code)) return 'conflict';
  return 'general';
}

/** A dictionary key for any thrown value: the code's own text, else the status's, else the default. */
export function errorMessageKey(error: unknown, known: (code: string) => boolean): string {
  if (error instanceof ApiError) {
    if (known(error.code)) return `errors.${error.code}`;
    const byStatus = codeForStatus(error.status);
    if (known(byStatus)) return `errors.${byStatus}`;
  }
  return 'errors.unknown_error';
}
