import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { UploadPurpose } from '../../../../domain/analysis.ts';
import { type FileJob, useJobAnalysis, useJobUpload } from '../../api/files.ts';
import { ANALYSIS_FIRST_STEP, nextPendingStep, PROGRESS_STEPS, type ProcessedFile, UPLOAD_STEP } from '../../lib/upload.ts';

/** docs/product.md: the 'Ready!' state closes itself after 1 s. */
export const READY_MS = 1000;
/** While the analysis runs, the next message comes after this long (never past the answer). */
const PENDING_STEP_MS = 800;
/** Once the answer is in, each remaining message stays this long so all eight are seen in order. */
const CATCH_UP_STEP_MS = 120;

/** docs/product.md Upload and analysis: validate, upload, analyse, ready, continue; error with retry. */
export type ProcessPhase = 'idle' | 'uploading' | 'analysing' | 'ready' | 'error';

export interface ProcessState {
  phase: ProcessPhase;
  /** Index in PROGRESS_STEPS of the message under way; all are done at 'ready'. */
  step: number;
  fileName: string | null;
  error: unknown;
}

const IDLE: ProcessState = { phase: 'idle', step: UPLOAD_STEP, fileName: null, error: null };

type Stage = 'none' | 'uploading' | 'analysing' | 'answered' | 'error';

/**
 * Uploads then analyses one file, with progress tied to the two real requests: the first message
 * while the upload runs, the next ones while the analysis runs (stopping before 'finalising' until
 * it answers), then 'Ready!' for 1 s, then `onDone`. `retry` processes the last file again.
 * The requests are the job's queries (api/files.ts): the library aborts them when the step unmounts
 * or another file is picked; the timers of the messages are the effect's, cleared alike.
 */
export function useFileProcessing(purpose: UploadPurpose, onDone: (processed: ProcessedFile) => void) {
  const hookId = useId();
  const [state, setState] = useState<ProcessState>(IDLE);
  const [job, setJob] = useState<FileJob | null>(null);
  const jobCount = useRef(0);
  const lastFile = useRef<File | null>(null);
  /** The message under way, carried from the analysis's ticks to its catch-up (or to an error). */
  const step = useRef(UPLOAD_STEP);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  const upload = useJobUpload(job);
  const storedName = upload.data?.name;
  const analysis = useJobAnalysis(job, storedName, purpose);
  const result = analysis.data;
  const failure = upload.error ?? analysis.error;
  const stage: Stage = job === null ? 'none' : failure ? 'error' : !upload.isSuccess ? 'uploading' : !analysis.isSuccess ? 'analysing' : 'answered';

  useEffect(() => {
    if (job === null) return;
    const fileName = job.file.name;
    const show = (phase: ProcessPhase, next: number) => {
      step.current = next;
      setState({ phase, step: next, fileName, error: null });
    };
    if (stage === 'error') {
      setState({ phase: 'error', step: step.current, fileName, error: failure });
      return;
    }
    if (stage === 'analysing') {
      show('analysing', ANALYSIS_FIRST_STEP);
      const ticker = setInterval(() => show('analysing', nextPendingStep(step.current)), PENDING_STEP_MS);
      return () => clearInterval(ticker);
    }
    if (stage !== 'answered' || result === undefined || storedName === undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    const done = () => {
      setState(IDLE);
      setJob(null);
      onDoneRef.current({ result, storedName, originalName: fileName });
    };
    const next = () => {
      if (step.current < PROGRESS_STEPS.length - 1) {
        show('analysing', step.current + 1);
        timer = setTimeout(next, CATCH_UP_STEP_MS);
      } else {
        show('ready', PROGRESS_STEPS.length);
        timer = setTimeout(done, READY_MS);
      }
    };
    timer = setTimeout(next, CATCH_UP_STEP_MS);
    return () => clearTimeout(timer);
  }, [job, stage, failure, result, storedName]);

  const process = useCallback(
    (file: File) => {
      lastFile.current = file;
      jobCount.current += 1;
      step.current = UPLOAD_STEP;
      setJob({ id: `${hookId}:${jobCount.current}`, file });
      setState({ phase: 'uploading', step: UPLOAD_STEP, fileName: file.name, error: null });
    },
    [hookId],
  );

  const retry = useCallback(() => {
    if (lastFile.current) process(lastFile.current);
  }, [process]);

  const dismiss = useCallback(() => setState(IDLE), []);

  return { state, process, retry, dismiss };
}
