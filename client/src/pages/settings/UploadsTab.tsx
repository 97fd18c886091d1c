import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadView } from '../../../../domain/files.ts';
import { useDeleteUpload, useUploads } from '../../api/files.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { fullDateTime } from '../../lib/catalogs.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { useSizeText } from '../../lib/useSizeText.ts';

function UploadsTable({ files, onDelete }: { files: UploadView[]; onDelete: (file: UploadView) => void }) {
  const { t, i18n } = useTranslation();
  const sizeText = useSizeText();
  return (
    <table className="uploads-table">
      <caption className="visually-hidden">{t('uploads.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('uploads.columnFile')}</th>
          <th scope="col">{t('uploads.columnUploaded')}</th>
          <th scope="col">{t('uploads.columnSize')}</th>
          <th scope="col">{t('uploads.columnRuns')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('uploads.columnActions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.name}>
            <th scope="row">{file.original_name}</th>
            <td>
              <time dateTime={file.created_at}>{fullDateTime(file.created_at, i18n.language)}</time>
            </td>
            <td>{sizeText(file.stored_bytes)}</td>
            <td>{file.runs}</td>
            <td>
              <button type="button" className="button button-small" aria-label={t('uploads.deleteLabel', { name: file.original_name })} onClick={() => onDelete(file)}>
                {t('uploads.delete')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Settings → Uploads: what the workspace's uploads take of its storage quota, and each upload with
 * Delete. Runs made from a deleted upload keep their files.
 */
export function UploadsTab() {
  const { t } = useTranslation();
  const titleId = useId();
  const errorText = useErrorText();
  const sizeText = useSizeText();
  const query = useUploads();
  const [deleting, setDeleting] = useState<UploadView | null>(null);
  const { mutate: deleteUpload, isPending } = useDeleteUpload();
  const uploads = query.data;

  const confirmDelete = () => {
    if (!deleting) return;
    deleteUpload(deleting.name, {
      onSuccess: () => toast.success(t('uploads.deleted')),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setDeleting(null),
    });
  };

  let body: React.ReactNode;
  if (!uploads && query.isError) body = <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  else if (!uploads) {
    body = (
      <p className="settings-status" role="status">
        {t('uploads.loading')}
      </p>
    );
  } else {
    const usage = t('uploads.usage', { used: sizeText(uploads.used_bytes), quota: sizeText(uploads.quota_bytes) });
    body = (
      <>
        <p className="uploads-usage">{usage}</p>
        {uploads.runs_bytes > 0 && <p className="settings-hint">{t('uploads.runsUsage', { runs: sizeText(uploads.runs_bytes) })}</p>}
        <progress className="uploads-meter" max={uploads.quota_bytes} value={Math.min(uploads.used_bytes, uploads.quota_bytes)} aria-label={usage} />
        {uploads.files.length === 0 ? <p className="settings-empty">{t('uploads.empty')}</p> : <UploadsTable files={uploads.files} onDelete={setDeleting} />}
      </>
    );
  }

  return (
    <div className="settings-form">
      <section className="card settings-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="settings-card-title">
          {t('uploads.title')}
        </h2>
        <p className="settings-hint">{t('uploads.intro')}</p>
        {body}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('uploads.deleteTitle')}
        description={t('uploads.deleteText', { name: deleting?.original_name ?? '' })}
        busy={isPending}
        declineLabel={t('uploads.cancel')}
        onDecline={() => setDeleting(null)}
        confirmLabel={isPending ? t('uploads.deleting') : t('uploads.delete')}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
