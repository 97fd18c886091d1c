/**
 * Error codes shared by server and client: the server answers them in
 * `{detail: {error_code, error_message}}`, the client translates them.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  internal_server_error: 500,
  session_expired: 401,
  refresh_token_failed: 401,
  login_failed: 401,
  too_many_requests: 429,
  payload_too_large: 413,
  service_unavailable: 503,
  file_too_large: 413,
  file_type_not_allowed: 400,
  file_error: 400,
  file_empty: 400,
  file_not_a_file: 400,
  file_not_found: 404,
  file_permission_error: 500,
  file_upload_failed: 500,
  analysis_failed: 500,
  no_products_sheet_found: 400,
  no_headers_found: 400,
  file_above_products_limit: 400,
  csv_empty_file: 400,
  csv_could_not_detect_encoding: 400,
  csv_could_not_detect_dialect: 400,
  csv_invalid_file: 400,
  pdf_invalid_signature: 400,
  pdf_malformed: 400,
  pdf_empty_file: 400,
  excel_invalid_signature: 400,
  excel_malformed: 400,
  excel_empty_file: 400,
  excel_no_data: 400,
  excel_no_headers: 400,
  excel_no_product_sheets: 400,
  file_too_complex: 400,
  upload_timeout: 408,
  marketplace_not_available: 400,
  insufficient_credits: 409,
  language_not_supported: 400,
  // Why a product or a run failed, as recorded in the run and its output files (never a provider's own text).
  assistant_unavailable: 502,
  assistant_timeout: 504,
  assistant_rate_limited: 429,
  assistant_bad_answer: 502,
  worker_failed: 500,
  worker_timeout: 504,
  input_unreadable: 500,
  output_failed: 500,
  image_too_large: 413,
  image_type_not_allowed: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** English texts: the product contract's (docs/product.md) where it gives one, ours elsewhere. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  bad_request: 'Invalid request. Please check your input and try again.',
  unauthorized: 'You are not authorized to perform this action.',
  forbidden: 'Access denied. You do not have permission to perform this action.',
  not_found: 'The requested resource was not found.',
  conflict: 'There is a conflict with the current state of the resource.',
  internal_server_error: 'An internal server error occurred. Please try again later.',
  session_expired: 'Your session has expired. Please log in again.',
  refresh_token_failed: 'Please log in again.',
  login_failed: 'Incorrect email or password.',
  too_many_requests: 'Too many attempts. Please wait a few minutes and try again.',
  payload_too_large: 'The request is too large.',
  service_unavailable: 'The server is busy. Please try again in a moment.',
  file_too_large: 'File is too large. Maximum allowed size is 5MB.',
  file_type_not_allowed: 'File type not allowed.',
  file_error: 'The file could not be read.',
  file_empty: 'The file is empty.',
  file_not_a_file: 'The upload is not a file.',
  file_not_found: 'The file was not found.',
  file_permission_error: 'The file could not be accessed.',
  file_upload_failed: 'The file could not be uploaded.',
  analysis_failed: 'The file could not be analysed.',
  no_products_sheet_found: 'no products found in the file',
  no_headers_found: 'no usable headers found',
  file_above_products_limit: 'more than 500 products',
  csv_empty_file: 'The CSV file is empty.',
  csv_could_not_detect_encoding: 'The CSV file encoding could not be detected.',
  csv_could_not_detect_dialect: 'The CSV delimiter could not be detected.',
  csv_invalid_file: 'The CSV file is invalid.',
  pdf_invalid_signature: 'The file is not a valid PDF.',
  pdf_malformed: 'The PDF file is damaged.',
  pdf_empty_file: 'The PDF file has no readable text.',
  excel_invalid_signature: 'The file is not a valid Excel (.xlsx) workbook.',
  excel_malformed: 'The Excel file is damaged.',
  excel_empty_file: 'The Excel file is empty.',
  excel_no_data: 'The Excel file has no data.',
  excel_no_headers: 'No header row was found in the Excel file.',
  excel_no_product_sheets: 'No sheet with products was found in the Excel file.',
  file_too_complex: 'The file holds more data than can be read.',
  upload_timeout: 'The upload was too slow and has been stopped. Please send the file again.',
  marketplace_not_available: 'Marketplace output is not available yet',
  insufficient_credits: 'Insufficient credits to process this file.',
  assistant_unavailable: 'The assistant could not be reached or refused the request.',
  assistant_timeout: 'The assistant did not answer in time.',
  assistant_rate_limited: 'The assistant asked to slow down and did not accept the request in time.',
  assistant_bad_answer: 'The assistant answered something unusable (empty, or not the format asked for).',
  worker_failed: 'Processing this product failed.',
  worker_timeout: 'Processing this product took too long.',
  input_unreadable: 'The input file could not be read.',
  output_failed: 'The output files could not be written.',
  language_not_supported: 'The assistant cannot write this language. Connect an OpenAI-compatible assistant (ASSISTANT_PROVIDER=openai) or choose another language.',
  image_too_large: 'The picture is too large. Maximum allowed size is 512 KB.',
  image_type_not_allowed: 'The picture must be a PNG, JPEG or WebP image.',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The error body every non-2xx answer carries. */
/** Values an error's text names ('Required: 120, Available: 40'), sent beside the code so the client can translate the text. */
export type ErrorParams = Record<string, string | number>;

export interface ErrorEnvelope {
  detail: { error_code: string; error_message: string } & ErrorParams;
}
