import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValueListPage } from '../../api/value-lists.ts';
import { useFailureToast } from '../../lib/useFailureToast.ts';
import { Modal } from '../ui/Modal.tsx';
import { ValueListPager } from './ValueListPager.tsx';
import { ValuesTable } from './ValuesPreview.tsx';
import './value-lists.css';

const PAGE_SIZE = 50;

interface Props {
  /** The list to show; null when closed. */
  listId: string | null;
  onClose: () => void;
}

/** A list's total and its values as a code/label table, a page at a time (lists can hold 10,000 values). */
export function ValueListViewModal({ listId, onClose }: Props) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);

  const [shownId, setShownId] = useState(listId);
  // Another list starts again from its first page (state adjusted while rendering, as React advises).
  if (shownId !== listId) {
    setShownId(listId);
    setOffset(0);
  }

  const query = useValueListPage(listId, { offset, limit: PAGE_SIZE });
  const page = listId === null ? null : (query.data ?? null);
  useFailureToast(query, { message: t('valueLists.detailsFailed'), onShown: onClose });

  const total = page?.count ?? 0;
  return (
    <Modal
      open={listId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={page?.name ?? t('valueLists.loading')}
      busy={page === null}
      size="md"
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('valueLists.close')}
        </button>
      }
    >
      {page === null ? (
        <p className="vl-hint" role="status">
          {t('valueLists.loading')}
        </p>
      ) : (
        <div className="vl-form">
          <p className="vl-total">{t('valueLists.total', { count: total })}</p>
          {total > PAGE_SIZE && <ValueListPager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} />}
          <ValuesTable values={page.values} caption={t('valueLists.valuesCaption', { name: page.name })} />
        </div>
      )}
    </Modal>
  );
}
