import t from 'tap';
import { ApiError, errorKind, errorMessageKey, parseErrorBody } from '../../../../../client/src/lib/errors.ts';

t.test('parses every body shape of docs/product.md', async (t) => {
  const detailObject = parseErrorBody(401, { detail: { error_code: 'login_failed', error_message: 'Nope' } });
  t.match(detailObject, { status: 401, code: 'login_failed', serverMessage: 'Nope' });

  const detailString = parseErrorBody(404, { detail: 'Not Found' });
  t.match(detailString, { code: 'not_found', serverMessage: 'Not Found' }, 'detail string: code from the status');

  const topLevel = parseErrorBody(409, { error_code: 'conflict', error_message: 'Taken' });
  t.match(topLevel, { code: 'conflict', serverMessage: 'Taken' });

  t.match(parseErrorBody(500, { message: 'Boom' }), { code: 'internal_server_error', serverMessage: 'Boom' });
  t.match(parseErrorBody(400, { error: 'csv_invalid_file' }), { code: 'csv_invalid_file' }, 'error as a code');
  t.match(parseErrorBody(400, { error: 'Something went wrong' }), {
    code: 'bad_request',
    serverMessage: 'Something went wrong',
  });
  t.match(parseErrorBody(502, 'Bad gateway'), { code: 'internal_server_error', serverMessage: 'Bad gateway' });
  t.match(parseErrorBody(418, undefined), { code: 'unknown_error' });
  t.match(parseErrorBody(422, { detail: [{ loc: ['body'], msg: 'x' }] }), { code: 'unknown_error' });
});

t.test('error kinds by code content', async (t) => {
  t.equal(errorKind('session_expired'), 'auth');
  t.equal(errorKind('refresh_token_failed'), 'auth');
  t.equal(errorKind('login_failed'), 'auth');
  t.equal(errorKind('unauthorized'), 'auth');
  t.equal(errorKind('network_error'), 'network');
  t.equal(errorKind('bad_request'), 'validation');
  t.equal(errorKind('csv_invalid_file'), 'validation');
  t.equal(errorKind('file_not_found'), 'not_found');
  t.equal(errorKind('conflict'), 'conflict');
  t.equal(errorKind('internal_server_error'), 'general');
});

t.test('message keys fall back from code to status to the default', async (t) => {
  const known = (code: string) => ['login_failed', 'internal_server_error', 'not_found'].includes(code);
  t.equal(errorMessageKey(new ApiError(401, 'login_failed'), known), 'errors.login_failed');
  t.equal(errorMessageKey(new ApiError(500, 'weird_new_code'), known), 'errors.internal_server_error');
  t.equal(errorMessageKey(new ApiError(418, 'teapot'), known), 'errors.unknown_error');
  t.equal(errorMessageKey(new Error('plain'), known), 'errors.unknown_error');
});
