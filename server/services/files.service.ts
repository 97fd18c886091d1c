import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { DbStore } from '../../db/client.ts';
import type { ExtractReads, OpenQuestion } from '../../domain/analysis.ts';
import { type AcceptedExtension, type AnalysisResult, fileTypeOf, MAX_UPLOAD_BYTES, type UploadsView } from '../../domain/files.ts';
import { type DecimalMark, type ExtractEntry, isNumericType, parseMapping } from '../../domain/mapping.ts';
import type { ValueListValue } from '../../domain/value-list.ts';
import type { AnalyseFileResult, AnalyseFileTask } from '../../workers/jobs.ts';
import type { SharedFiles } from '../cluster/shared-files.ts';
import { ApiError } from '../lib/api-error.ts';
import { acceptedExtension, cleanOriginalName } from '../lib/file-names.ts';
import { Gate } from '../lib/gate.ts';
import { fileSha256, removeQuietly, UploadCheck, uploadFailure } from '../lib/upload-check.ts';
import { UploadClock, type UploadTimeouts } from '../lib/upload-clock.ts';
import { apiErrorOf, WorkerError, type WorkerPool } from '../lib/worker-pool.ts';
import { FilesRepository, type StoredFile } from '../repositories/files.repository.ts';
import { extractPlan } from './batches/run-plan.ts';

/**
 * Uploads in flight at once, per workspace and in all (each streams to disk, or holds at most 5 MB
 * for transient ones): a workspace's slow clients use up its own slots, never another's.
 */
const UPLOAD_SLOTS = { perKey: 4, total: 32 };
/** An uploaded file as the services read it: a multipart part, or a local file the CLI sends. */
export type UploadPart = Pick<MultipartFile, 'filename'> & { file: Readable & { truncated?: boolean } };

/** An upload's quota reservation this old belongs to a process that died mid-upload (uploads time out far sooner). */
const STALE_RESERVATION_MS = 60 * 60 * 1000;

/** What an upload's analysis holds once reading it ran out of time. */
const TIMED_OUT = JSON.stringify({ error_code: 'analysis_timeout' });

/** Uploads live under DATA_DIR/files/<workspace>/. */
const FILES_FOLDER = 'files';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(csv|tsv|txt|xlsx|pdf)$/;

/**
 * Uploaded product files: stored per workspace under generated names, checked while streaming,
 * analysed in the worker pool (the result cached on the row). The same bytes uploaded again in a
 * workspace are the upload it has (by their SHA-256).
 */
export class FilesService {
  private readonly files: FilesRepository;
  private readonly root: string;
  private readonly uploads = new Gate(UPLOAD_SLOTS);

  constructor(
    store: DbStore,
    dataDir: string,
    private readonly pool: WorkerPool,
    private readonly log: FastifyBaseLogger,
    private readonly timeouts: UploadTimeouts,
    private readonly shared: SharedFiles,
    /** What a workspace's uploads (files and analyses) may take, in bytes. */
    private readonly quotaBytes: number,
  ) {
    this.files = new FilesRepository(store);
    this.root = path.join(dataDir, FILES_FOLDER);
    fs.mkdirSync(this.root, { recursive: true, mode: 0o700 });
  }

  /**
   * At start: partial uploads (a crash or kill -9 mid-upload) are removed. A complete file no row
   * points to is never deleted — the database may be an older backup, or missing — but moved to
   * DATA_DIR/quarantine/<time>/<workspace>/ and logged, for an operator to restore or discard.
   */
  async sweep(): Promise<void> {
    await this.files.releaseBefore(new Date(Date.now() - STALE_RESERVATION_MS).toISOString());
    const known = await this.files.allStoredNames();
    const quarantine = path.join(path.dirname(this.root), 'quarantine', new Date().toISOString().replace(/[:.]/g, '-'));
    for (const workspace of fs.readdirSync(this.root, { withFileTypes: true })) {
      if (!workspace.isDirectory()) continue;
      const dir = path.join(this.root, workspace.name);
      for (const name of fs.readdirSync(dir)) {
        if (name.endsWith('.part')) {
          this.log.info({ file: name }, 'removing a partial upload');
          removeQuietly(path.join(dir, name));
        } else if (!known.has(name)) {
          const target = path.join(quarantine, workspace.name, name);
          fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
          fs.renameSync(path.join(dir, name), target);
          this.log.warn({ file: name, workspace: workspace.name, movedTo: target }, 'an upload the database does not list was moved to quarantine');
        }
      }
    }
  }

  /** Where a stored file is in this process (fetched first when another process received it); undefined when it is gone. */
  async localPath(workspaceId: string, storedName: string): Promise<string | undefined> {
    const file = `${FILES_FOLDER}/${workspaceId}/${storedName}`;
    return (await this.shared.fetch(file)) ? path.join(this.root, workspaceId, storedName) : undefined;
  }

  /**
   * Streams the upload to `<uuid>.<ext>.part`, checks it, then renames it and records it. Before the
   * body is read, the upload holds as much of the workspace's quota as it may take (its declared
   * length, at most MAX_UPLOAD_BYTES, at most what is left) in one transaction: a full quota refuses
   * it at once, and uploads streaming together cannot pass the quota between them.
   */
  async store(workspaceId: string, part: UploadPart | undefined, declaredBytes?: number): Promise<{ name: string }> {
    const release = this.uploads.enter(workspaceId);
    const id = randomUUID();
    try {
      if (!part) throw new ApiError('file_not_a_file');
      const { ext, originalName, reserved } = await this.admit(id, workspaceId, part, declaredBytes).catch((error: unknown) => {
        // A body never read would hold the connection: it is let through and dropped.
        part.file.resume();
        throw error;
      });
      const storedName = `${id}.${ext}`;
      const dir = path.join(this.root, workspaceId);
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const partial = path.join(dir, `${storedName}.part`);
      const check = new UploadCheck(ext);
      // Opened before streaming, so that on failure the partial is closed before it is removed.
      const handle = await fs.promises.open(partial, 'wx', 0o600);
      let contentHash: string;
      try {
        await this.streamBody(part, check, handle.createWriteStream());
        contentHash = check.digest();
        // The same bytes again: the upload the workspace has (its analysis, its runs), not another copy.
        const same = await this.sameUpload(workspaceId, contentHash, check.size);
        if (same) {
          removeQuietly(partial);
          return { name: same.storedName };
        }
        if (check.size > reserved.bytes) this.refuseOverQuota(reserved.used + check.size);
        fs.renameSync(partial, path.join(dir, storedName));
        await this.shared.publish(`${FILES_FOLDER}/${workspaceId}/${storedName}`);
      } catch (error) {
        await handle.close().catch(() => {});
        removeQuietly(partial);
        throw uploadFailure(error);
      }
      const kept = await this.files.insert({ id, workspaceId, storedName, originalName, extension: ext, size: check.size, contentHash }, id);
      if (kept.storedName !== storedName) await this.removeStored(workspaceId, storedName);
      return { name: kept.storedName };
    } finally {
      await this.files.release(id).catch((error: unknown) => this.log.error({ err: error }, 'an upload’s quota reservation could not be released'));
      release();
    }
  }

  /**
   * The workspace's upload of these bytes: by their hash, else among its uploads of the same size
   * from before hashes were kept, each hashed once now (a copy of one already hashed is left as is).
   */
  private async sameUpload(workspaceId: string, contentHash: string, size: number): Promise<{ storedName: string } | undefined> {
    const known = await this.files.findByHash(workspaceId, contentHash);
    if (known) return known;
    for (const file of await this.files.unhashedOfSize(workspaceId, size)) {
      const location = await this.localPath(workspaceId, file.storedName);
      const hash = location ? await fileSha256(location).catch(() => undefined) : undefined;
      if (!hash || !(await this.files.setHash(workspaceId, file.id, hash))) continue;
      if (hash === contentHash) return file;
    }
    return undefined;
  }

  /** An upload's name checked and its share of the quota reserved, before its body is read. */
  private async admit(id: string, workspaceId: string, part: UploadPart, declaredBytes: number | undefined) {
    const originalName = cleanOriginalName(part.filename);
    const ext = acceptedExtension(originalName);
    const wanted = declaredBytes && declaredBytes > 0 ? Math.min(declaredBytes, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
    const reserved = await this.files.reserve(id, workspaceId, wanted, this.quotaBytes);
    if (reserved.bytes === 0) this.refuseOverQuota(reserved.used + wanted);
    return { ext, originalName, reserved };
  }

  /** What the workspace's storage holds: uploads, runs' values and outputs, uploads in flight. */
  async usedBytes(workspaceId: string): Promise<number> {
    const usage = await this.files.usage(workspaceId);
    return usage.uploads + usage.runs + usage.reserved;
  }

  /** `storage_quota_exceeded` when the workspace's storage is already past its quota (before a run stores more). */
  async refuseFullStorage(workspaceId: string): Promise<void> {
    const used = await this.usedBytes(workspaceId);
    if (used >= this.quotaBytes) this.refuseOverQuota(used + 1);
  }

  /** The workspace's uploads, newest first, and what they take of its quota (Settings → Uploads). */
  async list(workspaceId: string): Promise<UploadsView> {
    const rows = await this.files.list(workspaceId);
    const usage = await this.files.usage(workspaceId);
    return {
      used_bytes: usage.uploads + usage.runs + usage.reserved,
      runs_bytes: usage.runs,
      quota_bytes: this.quotaBytes,
      files: rows.map(({ file, storedBytes, runs }) => ({
        name: file.storedName,
        original_name: file.originalName,
        size: file.size,
        stored_bytes: storedBytes,
        runs,
        created_at: file.createdAt,
      })),
    };
  }

  /**
   * Deletes an upload, its file and its analysis. Runs made from it keep their results; a run that has
   * not ended still reads it, so the file is kept until it ends (`file_in_use`).
   */
  async delete(workspaceId: string, storedName: string): Promise<void> {
    const file = await this.stored(workspaceId, storedName);
    if (await this.files.inUse(workspaceId, file.id)) throw new ApiError('file_in_use');
    await this.files.delete(workspaceId, file.id);
    await this.removeStored(workspaceId, storedName);
  }

  private async removeStored(workspaceId: string, storedName: string): Promise<void> {
    removeQuietly(path.join(this.root, workspaceId, storedName));
    await this.shared.remove(`${FILES_FOLDER}/${workspaceId}/${storedName}`);
  }

  /** `storage_quota_exceeded` when `bytes` would pass the workspace's quota, with both in MB for the message. */
  private refuseOverQuota(bytes: number): void {
    if (bytes <= this.quotaBytes) return;
    const megabytes = (value: number) => Math.ceil((value / (1024 * 1024)) * 10) / 10;
    throw new ApiError('storage_quota_exceeded', undefined, undefined, { used_mb: megabytes(bytes), quota_mb: megabytes(this.quotaBytes) });
  }

  /** A stored upload of this workspace, as its row; any other name is `file_not_found`. */
  async stored(workspaceId: string, input: string): Promise<StoredFile> {
    const file = STORED_NAME.test(input) ? await this.files.findByStoredName(workspaceId, input) : undefined;
    if (!file) throw new ApiError('file_not_found');
    return file;
  }

  /** The analysis of a stored file of this workspace; any other name is `file_not_found`. */
  async analyse(workspaceId: string, input: string): Promise<AnalysisResult> {
    const file = await this.stored(workspaceId, input);
    if (file.analysis === TIMED_OUT) throw new ApiError('analysis_timeout');
    const stored = file.analysis ? (JSON.parse(file.analysis) as Partial<AnalysisResult>) : undefined;
    // An analysis from before products were told from rows, PDFs read by their layout or numbers' marks told, is made again.
    if (stored?.nb_variants_found !== undefined && stored.pdf_layout !== undefined && stored.decimal_mark !== undefined) return stored as AnalysisResult;
    const location = await this.localPath(workspaceId, file.storedName);
    if (!location) throw new ApiError('file_not_found');
    const ext = file.extension as AcceptedExtension;
    const task = { kind: 'analyse', path: location, fileType: fileTypeOf(ext), extension: ext, storedName: file.storedName } as const;
    const result = await this.runTask<AnalysisResult>(workspaceId, task).catch(async (error: unknown) => {
      // Remembered in place of the analysis: a retry is answered at once instead of reading the file a minute again.
      if (error instanceof ApiError && error.code === 'analysis_timeout') await this.files.setAnalysis(workspaceId, file.id, TIMED_OUT);
      throw error;
    });
    await this.files.setAnalysis(workspaceId, file.id, JSON.stringify(result));
    return result;
  }

  /** The decimal mark of an upload's numbers, as its analysis found it; undefined when it does not say or the upload is gone. */
  async decimalMarkOf(workspaceId: string, fileId: string | null): Promise<DecimalMark | undefined> {
    const analysis = fileId ? (await this.files.findById(workspaceId, fileId))?.analysis : undefined;
    if (!analysis) return undefined;
    return (JSON.parse(analysis) as Partial<AnalysisResult>).decimal_mark ?? undefined;
  }

  /**
   * What a stored upload leaves open for a mapping's numeric EXTRACT fields (domain/analysis.ts
   * OpenQuestion): read the way a run reads it, in the pool.
   */
  async openQuestions(workspaceId: string, input: string, mapping: unknown): Promise<{ questions: OpenQuestion[] }> {
    const questions = await this.readFor<OpenQuestion>(workspaceId, input, mapping, 'questions', (entry) => isNumericType(entry.type));
    return { questions };
  }

  /** What a mapping's EXTRACT fields read on a stored upload (domain/analysis.ts ExtractReads), in the pool. */
  async extractReads(workspaceId: string, input: string, mapping: unknown): Promise<{ reads: ExtractReads[] }> {
    return { reads: await this.readFor<ExtractReads>(workspaceId, input, mapping, 'reads', () => true) };
  }

  /** A file task over a stored upload for a mapping's EXTRACT fields that `wanted` keeps. */
  private async readFor<T>(workspaceId: string, input: string, mapping: unknown, kind: 'questions' | 'reads', wanted: (entry: ExtractEntry) => boolean): Promise<T[]> {
    const { entries } = parseMapping(mapping);
    const plans = entries.flatMap((entry) => (entry.batch_action === 'EXTRACT' && wanted(entry) ? [extractPlan(entry, null, true)] : []));
    const file = await this.stored(workspaceId, input);
    if (plans.length === 0) return [];
    if (file.analysis === TIMED_OUT) throw new ApiError('analysis_timeout');
    const location = await this.localPath(workspaceId, file.storedName);
    if (!location) throw new ApiError('file_not_found');
    const ext = file.extension as AcceptedExtension;
    return this.runTask<T[]>(workspaceId, { kind, path: location, fileType: fileTypeOf(ext), extension: ext, plans } as AnalyseFileTask);
  }

  /** The headers of an uploaded file that is not kept. */
  async listFields(workspaceId: string, part: MultipartFile | undefined): Promise<{ fields: string[] }> {
    const { data, ext } = await this.receive(workspaceId, part);
    const fields = await this.runTask<string[]>(workspaceId, { kind: 'fields', data, fileType: fileTypeOf(ext), extension: ext }, data);
    return { fields };
  }

  /** The code/label lists of an uploaded workbook that is not kept. */
  async detectValueLists(workspaceId: string, part: MultipartFile | undefined): Promise<{ detected_value_lists: Record<string, ValueListValue[]> }> {
    const { data } = await this.receive(workspaceId, part, ['xlsx']);
    const lists = await this.runTask<Record<string, ValueListValue[]>>(workspaceId, { kind: 'value_lists', data }, data);
    return { detected_value_lists: lists };
  }

  /** A transient upload, checked like a stored one, held in memory (at most 5 MB). */
  private async receive(workspaceId: string, part: MultipartFile | undefined, accepted?: AcceptedExtension[]): Promise<{ data: Uint8Array; ext: AcceptedExtension }> {
    const release = this.uploads.enter(workspaceId);
    try {
      if (!part) throw new ApiError('file_not_a_file');
      const ext = acceptedExtension(cleanOriginalName(part.filename), accepted);
      const chunks: Buffer[] = [];
      await this.streamBody(part, new UploadCheck(ext), async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      });
      const buffer = Buffer.concat(chunks);
      // A copy of its own, so its ArrayBuffer can be transferred to the worker rather than cloned.
      return { data: new Uint8Array(buffer), ext };
    } finally {
      release();
    }
  }

  /** Streams an upload's body through its checks into `sink`, within the upload time limits. */
  private async streamBody(part: UploadPart, check: UploadCheck, sink: NodeJS.WritableStream | ((source: AsyncIterable<Buffer>) => Promise<void>)): Promise<void> {
    const clock = new UploadClock(this.timeouts);
    try {
      await pipeline(part.file, (source: AsyncIterable<Buffer>) => clock.watch(source), check, sink, { signal: clock.signal });
    } catch (error) {
      throw uploadFailure(clock.signal.aborted ? clock.signal.reason : error);
    } finally {
      clock.stop();
    }
    if (part.file.truncated) throw new ApiError('file_too_large');
  }

  /** One analysis task in the pool, as the workspace's share of it (see WorkerPool). */
  private async runTask<T>(workspaceId: string, task: AnalyseFileTask, transfer?: Uint8Array): Promise<T> {
    let outcome: AnalyseFileResult;
    try {
      outcome = await this.pool.run('analyse-file', task, {
        owner: workspaceId,
        transferList: transfer ? [transfer.buffer as ArrayBuffer] : undefined,
      });
    } catch (error) {
      if (error instanceof WorkerError && error.kind === 'timeout' && error.ran) {
        this.log.warn({ task: task.kind }, 'file analysis timed out');
        throw new ApiError('analysis_timeout');
      }
      if (!(error instanceof WorkerError && error.kind === 'queue_full')) this.log.error({ err: error, task: task.kind }, 'file analysis failed');
      throw apiErrorOf(error);
    }
    if (!outcome.ok) {
      this.log.info({ code: outcome.code, detail: outcome.detail }, 'file refused');
      // A malformed request names what is wrong (the worker's own words, never a library's).
      throw new ApiError(outcome.code, outcome.code === 'bad_request' ? outcome.detail : undefined);
    }
    return outcome.value as T;
  }
}
