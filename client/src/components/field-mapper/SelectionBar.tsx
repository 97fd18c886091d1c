import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import './SelectionBar.css';

interface Props {
  /** Rows ticked. */
  selected: number;
  /** Rows "keep only the suggested" would remove; null where the page suggests nothing. */
  unsuggested: number | null;
  onRemoveSelected: () => void;
  onKeepSuggested: () => void;
  onClear: () => void;
}

type Asking = 'selected' | 'suggested' | null;

/** Above the mapping table: what is ticked, and the two ways to remove many fields at once, each confirmed. */
export function SelectionBar({ selected, unsuggested, onRemoveSelected, onKeepSuggested, onClear }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking>(null);
  const count = asking === 'suggested' ? (unsuggested ?? 0) : selected;
  return (
    <div className="fm-selection" role="toolbar" aria-label={t('fieldMapper.selection.label')}>
      <span className="fm-selection-count" aria-live="polite">
        {t('fieldMapper.selection.count', { count: selected })}
      </span>
      <button type="button" className="button button-small fm-danger" disabled={selected === 0} onClick={() => setAsking('selected')}>
        {t('fieldMapper.selection.remove')}
      </button>
      {selected > 0 && (
        <button type="button" className="button button-small button-ghost" onClick={onClear}>
          {t('fieldMapper.selection.clear')}
        </button>
      )}
      {unsuggested !== null && (
        <button type="button" className="button button-small fm-selection-keep" disabled={unsuggested === 0} title={t('fieldMapper.selection.keepHint')} onClick={() => setAsking('suggested')}>
          {t('fieldMapper.selection.keepSuggested')}
        </button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('fieldMapper.selection.confirmTitle', { count })}
        description={asking === 'suggested' ? t('fieldMapper.selection.confirmKeep', { count }) : t('fieldMapper.selection.confirmRemove', { count })}
        confirmLabel={t('fieldMapper.selection.confirm', { count })}
        confirmClassName="button fm-danger-confirm"
        onConfirm={() => {
          if (asking === 'suggested') onKeepSuggested();
          else onRemoveSelected();
          setAsking(null);
        }}
        declineLabel={t('fieldMapper.selection.cancel')}
        onDecline={() => setAsking(null)}
      />
    </div>
  );
}
