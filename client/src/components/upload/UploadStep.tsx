import { useId, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import type { AcceptedExtension, UploadPurpose } from '../../../../domain/analysis.ts';
import { ACCEPTED_EXTENSIONS, extensionsText } from '../../../../domain/files.ts';
import { checkFile, type FileProblem, type ProcessedFile } from '../../lib/upload.ts';
import { AlertIcon } from '../icons.tsx';
import { ProcessingOverlay } from './ProcessingOverlay.tsx';
import { UploadErrorDialog } from './UploadErrorDialog.tsx';
import { useFileProcessing } from './useFileProcessing.ts';
import './UploadStep.css';

interface Props {
  /** A new template (analyze) or a batch run (prepare/batch/run). */
  purpose: UploadPurpose;
  /** Called once the file is analysed and 'Ready!' has closed. */
  onAnalysed: (processed: ProcessedFile) => void;
  /** A single-line drop area, for pages where the upload is one part among others. */
  compact?: boolean;
  accept?: readonly AcceptedExtension[];
}

type Problem = FileProblem | 'count';

const UploadIcon = () => (
  <svg width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
    <path d="M4 14v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
  </svg>
);

/**
 * The upload step (docs/product.md): drop or choose one file, checked here for type and size, then
 * uploaded and analysed with a progress overlay; failures open a dialog with Retry.
 */
export function UploadStep({ purpose, onAnalysed, compact = false, accept = ACCEPTED_EXTENSIONS }: Props) {
  const { t } = useTranslation();
  const problemId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const { state, process, retry, dismiss } = useFileProcessing(purpose, onAnalysed);
  const busy = state.phase === 'uploading' || state.phase === 'analysing' || state.phase === 'ready';
  const exts = extensionsText(accept);

  function onDrop(files: File[], rejections: FileRejection[]) {
    if (files.length + rejections.length > 1) {
      setProblem('count');
      return;
    }
    const file = files[0] ?? rejections[0]?.file;
    if (!file) return;
    const found = checkFile(file, accept);
    setProblem(found);
    if (!found) process(file);
  }

  // Type and size are checked by checkFile, so the native picker's filter stays a convenience. The
  // drop target is not focusable itself: its one control is the button inside, whose clicks reach it.
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    multiple: false,
    disabled: busy,
    noKeyboard: true,
  });

  const problemText = problem === 'type' ? t('upload.typeNotAllowed', { exts }) : problem === 'size' ? t('upload.tooLarge') : problem === 'count' ? t('upload.oneFile') : null;

  return (
    <div className={`upload${compact ? ' upload-compact' : ''}`}>
      <div {...getRootProps()}>
        <input {...getInputProps({ accept: accept.map((ext) => `.${ext}`).join(',') })} />
        <button type="button" className={`upload-zone${isDragActive ? ' upload-zone-active' : ''}${problem ? ' upload-zone-invalid' : ''}`} aria-describedby={problemText ? problemId : undefined} aria-disabled={busy || undefined}>
          <span className="visually-hidden">{t('upload.dropzoneLabel')}</span>
          <span className="upload-zone-icon">
            <UploadIcon />
          </span>
          <span className="upload-zone-text">
            {isDragActive ? (
              <strong>{t('upload.dropHere')}</strong>
            ) : (
              <>
                <span className="upload-zone-prompt">{compact ? t('upload.promptCompact') : t('upload.prompt')}</span>
                <span className="upload-zone-hint">{t('upload.hint', { exts })}</span>
              </>
            )}
          </span>
          {!compact && !isDragActive && <span className="button button-primary upload-zone-button">{t('upload.choose')}</span>}
        </button>
      </div>
      {problemText && (
        <p id={problemId} className="upload-problem" role="alert">
          <AlertIcon />
          {problemText}
        </p>
      )}
      <ProcessingOverlay state={state} />
      <UploadErrorDialog open={state.phase === 'error'} error={state.error} fileName={state.fileName} onRetry={retry} onClose={dismiss} />
    </div>
  );
}
