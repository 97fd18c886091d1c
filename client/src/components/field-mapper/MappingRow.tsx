import { type KeyboardEvent, memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtractReads } from '../../../../domain/analysis.ts';
import { BATCH_ACTIONS, type BatchAction, FIELD_NAME_MAX_LENGTH, type KeyedEntry } from '../../../../domain/mapping.ts';
import { GearIcon, PencilIcon, TrashIcon } from '../icons.tsx';
import { RowSource } from './SourceText.tsx';

export interface RenameState {
  name: string;
  value: string;
  duplicate: boolean;
}

export interface RowHandlers {
  select: (name: string) => void;
  remove: (name: string) => void;
  renameStart: (name: string) => void;
  renameInput: (value: string) => void;
  renameCommit: () => void;
  renameCancel: () => void;
  actionChange: (name: string, action: BatchAction) => void;
  /** The row's box clicked, with shift for a range. */
  check: (name: string, shift: boolean) => void;
}

interface RowProps {
  name: string;
  entry: KeyedEntry;
  pending: boolean;
  selected: boolean;
  /** Ticked in the table's selection (to remove several rows at once). */
  checked: boolean;
  /** Set only on the row being renamed. */
  rename: RenameState | null;
  reads: ExtractReads | undefined;
  webSearch: boolean;
  handlers: RowHandlers;
}

/** One mapping row; memoised, so filtering or paging re-renders only the rows that change. */
export const MappingRow = memo(function MappingRow({ name, entry, pending, selected, checked, rename, reads, webSearch, handlers }: RowProps) {
  const { t } = useTranslation();
  const renameErrorId = useId();
  const action = entry.batch_action;

  function onRenameKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      handlers.renameCommit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      handlers.renameCancel();
    }
  }

  return (
    <tr className={`fm-row${selected ? ' fm-row-selected' : ''}${pending ? ' fm-row-pending' : ''}`} aria-selected={selected} aria-busy={pending || undefined} onClick={() => !pending && !rename && handlers.select(name)}>
      <td className="fm-col-name">
        <span className="fm-check">
          <input
            type="checkbox"
            aria-label={t('fieldMapper.selection.row', { name })}
            checked={checked}
            onClick={(event) => event.stopPropagation()}
            // React hears a box's change on its click: the click says whether shift was held.
            onChange={(event) => handlers.check(name, (event.nativeEvent as MouseEvent).shiftKey === true)}
          />
        </span>
        {rename ? (
          <div className="fm-rename">
            <input
              // The row being renamed takes the focus at once, as a text editor would.
              // biome-ignore lint/a11y/noAutofocus: focus moves into the inline editor the user opened
              autoFocus
              className={`input fm-rename-input${rename.duplicate ? ' fm-rename-invalid' : ''}`}
              aria-label={t('fieldMapper.renameLabel', { name })}
              aria-invalid={rename.duplicate || undefined}
              aria-describedby={rename.duplicate ? renameErrorId : undefined}
              maxLength={FIELD_NAME_MAX_LENGTH}
              value={rename.value}
              onFocus={(event) => event.target.select()}
              onChange={(event) => handlers.renameInput(event.target.value)}
              onKeyDown={onRenameKey}
              onBlur={handlers.renameCommit}
              onClick={(event) => event.stopPropagation()}
            />
            {rename.duplicate && (
              <span id={renameErrorId} className="fm-rename-error" role="alert">
                {t('fieldMapper.duplicateName')}
              </span>
            )}
          </div>
        ) : (
          <button
            type="button"
            className="fm-name-button"
            disabled={pending}
            onClick={(event) => {
              event.stopPropagation();
              handlers.select(name);
            }}
            onDoubleClick={(event) => {
              event.stopPropagation();
              handlers.renameStart(name);
            }}
            title={name}
          >
            {name}
          </button>
        )}
        {!rename && !pending && <RowSource entry={entry} reads={reads} webSearch={webSearch} />}
      </td>
      <td className="fm-col-action">
        {pending ? (
          <span className="fm-pending">{t('fieldMapper.mapping')}</span>
        ) : (
          <select className={`input fm-action-select fm-action-${action.toLowerCase()}`} aria-label={t('fieldMapper.actionOf', { name })} value={action} onClick={(event) => event.stopPropagation()} onChange={(event) => handlers.actionChange(name, event.target.value as BatchAction)}>
            {BATCH_ACTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`fieldMapper.actions.${option}`)}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className="fm-col-tools">
        <span className="fm-tools">
          <button
            type="button"
            className="icon-button fm-tool"
            aria-label={t('fieldMapper.renameField', { name })}
            title={t('fieldMapper.renameField', { name })}
            disabled={pending}
            onClick={(event) => {
              event.stopPropagation();
              handlers.renameStart(name);
            }}
          >
            <PencilIcon />
          </button>
          <button
            type="button"
            className="icon-button fm-tool"
            aria-label={t('fieldMapper.editField', { name })}
            title={t('fieldMapper.editField', { name })}
            disabled={pending}
            onClick={(event) => {
              event.stopPropagation();
              handlers.select(name);
            }}
          >
            <GearIcon />
          </button>
          <button
            type="button"
            className="icon-button fm-tool fm-tool-danger"
            aria-label={t('fieldMapper.removeField', { name })}
            title={t('fieldMapper.removeField', { name })}
            disabled={pending}
            onClick={(event) => {
              event.stopPropagation();
              handlers.remove(name);
            }}
          >
            <TrashIcon />
          </button>
        </span>
      </td>
    </tr>
  );
});
