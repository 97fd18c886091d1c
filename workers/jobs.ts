import type { FieldMatch } from '../domain/mapping.ts';
import type { RowResult } from '../engine/enrich/plan.ts';
import type { PageValue } from '../engine/enrich/types.ts';
import type { AnalyseFileResult, AnalyseFileTask } from './analyse-file.ts';
import type { CheckedCopy, CopyRequest } from './check-copy.ts';
import type { CheckpointResult, CheckpointTask } from './checkpoint-wal.ts';
import type { EnrichChunkTask } from './enrich-chunk.ts';
import type { LocalAssistantTask } from './local-assistant.ts';
import type { ReadInputResult, ReadInputTask } from './read-input.ts';
import type { OutputFile, OutputsTask, OutputTable } from './write-outputs.ts';

/**
 * The pool's jobs: each names a task file under workers/ (its default export runs the job) with its
 * input and output. The server imports only these types, never a task's code.
 */
export interface WorkerJobs {
  'analyse-file': { input: AnalyseFileTask; output: AnalyseFileResult };
  'read-input': { input: ReadInputTask; output: ReadInputResult };
  'enrich-chunk': { input: EnrichChunkTask; output: RowResult[] };
  'write-outputs': { input: OutputsTask; output: OutputFile[] };
  'check-copy': { input: CopyRequest[]; output: CheckedCopy[] };
  'local-assistant': { input: LocalAssistantTask; output: FieldMatch[] | Record<string, PageValue | null> };
  'checkpoint-wal': { input: CheckpointTask; output: CheckpointResult };
}

export type WorkerJob = keyof WorkerJobs;

/** What each pool thread is started with: the task files it loads at once (their first task does not wait for them). */
export interface RunnerData {
  preload: string[];
}

export type { AnalyseFileResult, AnalyseFileTask, LocalAssistantTask, OutputFile, OutputTable };
