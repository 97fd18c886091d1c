import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast.tsx';
import { batchKeys, deleteBatch } from '../../api/catalog-batch.ts';
import { queryClient } from '../../api/query-client.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';

/** The catalogues a delete asks about; the name is shown when there is one. */
export type DeleteRequest = { ids: string[]; name: string } | null;

interface Props {
  request: DeleteRequest;
  onClose: () => void;
  /** After the deletions, with how many succeeded. */
  onDeleted: (removed: number) => void;
}

/** Deletes each catalogue, then the listing and the bell are read again. */
async function deleteCatalogs(ids: readonly string[]): Promise<number> {
  const outcomes = await Promise.allSettled(ids.map((id) => deleteBatch(id)));
  void queryClient.invalidateQueries({ queryKey: batchKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: batchKeys.notificationCount() });
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
}

/** The delete confirmation for one catalogue or several, with its outcome toast. */
export function DeleteCatalogsDialog({ request, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const many = request !== null && request.ids.length > 1;

  const confirm = async () => {
    if (!request) return;
    setDeleting(true);
    const removed = await deleteCatalogs(request.ids);
    setDeleting(false);
    if (removed === request.ids.length) toast.success(t(many ? 'catalogs.deletedMany' : 'catalogs.deleted'));
    else toast.error(t('catalogs.deleteFailed'));
    onClose();
    onDeleted(removed);
  };

  return (
    <ConfirmDialog
      open={request !== null}
      title={many ? t('catalogs.confirmManyTitle') : t('catalogs.confirmTitle')}
      description={many ? t('catalogs.confirmManyText', { count: request.ids.length }) : t('catalogs.confirmText', { name: request?.name ?? '' })}
      busy={deleting}
      declineLabel={t('catalogs.cancel')}
      onDecline={onClose}
      confirmLabel={deleting ? t('catalogs.deleting') : t('catalogs.confirmDelete')}
      confirmClassName="button button-primary catalog-delete-confirm"
      onConfirm={() => void confirm()}
    />
  );
}
