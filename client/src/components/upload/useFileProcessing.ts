import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadPurpose } from '../../../../domain/analysis.ts';
import { analyseFile, uploadFile } from '../../api/files.ts';
import {
  ANALYSIS_FIRST_STEP,
  nextPendingStep,
  PROGRESS_STEPS,
  type ProcessedFile,
  UPLOAD_STEP,
} from '../../lib/upload.ts';

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

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Uploads then analyses one file, with progress tied to the two real requests: the first message
 * while the upload runs, the next ones while the analysis runs (stopping before 'finalising' until
 * it answers), then 'Ready!' for 1 s, then `onDone`. `retry` processes the last file again.
 */
export function useFileProcessing(purpose: UploadPurpose, onDone: (processed: ProcessedFile) => void) {
  const [state, setState] = useState<ProcessState>(IDLE);
  const lastFile = useRef<File | null>(null);
  const running = useRef<AbortController | null>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => () => running.current?.abort(), []);

  const process = useCallback(
    async (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      lastFile.current = file;
      let step = UPLOAD_STEP;
      const show = (phase: ProcessPhase, next = step) => {
        step = next;
        setState({ phase, step, fileName: file.name, error: null });
      };
      let ticker: ReturnType<typeof setInterval> | undefined;
      try {
        show('uploading', UPLOAD_STEP);
        const { name } = await uploadFile(file, signal);

        show('analysing', ANALYSIS_FIRST_STEP);
        ticker = setInterval(() => show('analysing', nextPendingStep(step)), PENDING_STEP_MS);
        const result = await analyseFile(name, purpose, signal);
        clearInterval(ticker);

        while (step < PROGRESS_STEPS.length - 1) {
          await wait(CATCH_UP_STEP_MS, signal);
          show('analysing', step + 1);
        }
        await wait(CATCH_UP_STEP_MS, signal);
        show('ready', PROGRESS_STEPS.length);
        await wait(READY_MS, signal);
        setState(IDLE);
        onDoneRef.current({ result, storedName: name, originalName: file.name });
      } catch (error) {
        if (signal.aborted) return;
        setState({ phase: 'error', step, fileName: file.name, error });
      } finally {
        clearInterval(ticker);
        if (running.current === controller) running.current = null;
      }
    },
    [purpose],
  );

  const retry = useCallback(() => {
    if (lastFile.current) void process(lastFile.current);
  }, [process]);

  const dismiss = useCallback(() => setState(IDLE), []);

  return { state, process, retry, dismiss };
}
