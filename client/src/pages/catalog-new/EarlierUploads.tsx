import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadView } from '../../../../domain/files.ts';
import { analyseFile, useUploads } from '../../api/files.ts';
import { AlertIcon } from '../../components/icons.tsx';
import { relativeTime } from '../../lib/catalogs.ts';
import { type ProcessedFile, shortFileName } from '../../lib/upload.ts';
import { useSizeText } from '../../lib/useSizeText.ts';

/** How many of the workspace's uploads are offered, newest first (Settings → Uploads lists them all). */
const OFFERED = 5;

interface Props {
  /** The file already chosen, not offered again. */
  current: string | null;
  onAnalysed: (file: ProcessedFile) => void;
}

/**
 * A new catalogue started from an upload the workspace already has: its analysis is read again
 * (kept with the upload, so at once) instead of sending the file a second time.
 */
export function EarlierUploads({ current, onAnalysed }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const sizeText = useSizeText();
  const [now] = useState(Date.now);
  const uploads = useUploads();
  const analysis = useMutation({
    mutationFn: (file: UploadView) => analyseFile(file.name, 'batch'),
    onSuccess: (result, file) => onAnalysed({ result, storedName: file.name, originalName: file.original_name }),
  });
  const files = (uploads.data?.files ?? []).filter((file) => file.name !== current).slice(0, OFFERED);
  if (files.length === 0) return null;

  return (
    <section className="catalog-new-earlier" aria-labelledby={titleId}>
      <h3 id={titleId} className="catalog-new-earlier-title">
        {t('catalogNew.earlierTitle')}
      </h3>
      <ul className="catalog-new-earlier-list">
        {files.map((file) => (
          <li key={file.name}>
            <button type="button" className="catalog-new-earlier-file" title={file.original_name} disabled={analysis.isPending} onClick={() => analysis.mutate(file)}>
              {/* Named by its content, not aria-label: every word it shows is then in its name. */}
              <span className="visually-hidden">{t('catalogNew.earlierUse', { name: file.original_name })}</span>
              <span className="catalog-new-earlier-name" aria-hidden="true">
                {shortFileName(file.original_name)}
              </span>
              <span className="catalog-new-earlier-meta" aria-hidden="true">
                {t('catalogNew.earlierUploaded', { size: sizeText(file.size), date: relativeTime(file.created_at, now, i18n.language) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {analysis.isPending && analysis.variables && (
        <p className="catalog-new-earlier-status" role="status">
          {t('catalogNew.earlierReading', { name: shortFileName(analysis.variables.original_name) })}
        </p>
      )}
      {analysis.isError && (
        <p className="catalog-new-problem" role="alert">
          <AlertIcon />
          {t('catalogNew.earlierFailed')}
        </p>
      )}
    </section>
  );
}
