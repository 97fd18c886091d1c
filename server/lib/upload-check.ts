import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { type AcceptedExtension, MAX_UPLOAD_BYTES } from '../../domain/files.ts';
import { ApiError } from './api-error.ts';
import { signatureError } from './file-names.ts';

/** How much of the start of a file the signature check looks at. */
const HEAD_BYTES = 8 * 1024;
/** Counts bytes, refuses past the limit, and checks the content's signature on the first bytes. */
export class UploadCheck extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;

  constructor(private readonly ext: AcceptedExtension) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    let error: ApiError | null = null;
    if (this.size > MAX_UPLOAD_BYTES) {
      error = new ApiError('file_too_large');
    } else if (!this.checked) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= HEAD_BYTES) error = this.check();
    }
    if (error) done(error);
    else done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) done(new ApiError('file_empty'));
    else done(this.checked ? null : this.check());
  }

  /** The SHA-256 of the bytes seen, in hex: read once the stream has ended. */
  digest(): string {
    return this.hash.digest('hex');
  }

  private check(): ApiError | null {
    this.checked = true;
    const code = signatureError(this.ext, Buffer.concat(this.head).subarray(0, HEAD_BYTES));
    this.head = [];
    return code ? new ApiError(code) : null;
  }
}

export function removeQuietly(file: string): void {
  fs.rmSync(file, { force: true });
}

/**
 * Why an upload stream failed: our own refusal as it is; a disk error (it has a syscall) is ours,
 * `file_upload_failed`; anything else is the body the client sent — cut off or malformed — a 400.
 */
export function uploadFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if ((error as { syscall?: string }).syscall) return new ApiError('file_upload_failed');
  return new ApiError('bad_request', 'The upload was cut off or malformed. Please send the file again.');
}

/** SHA-256 of a stored file's bytes (hex), read in chunks. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}
