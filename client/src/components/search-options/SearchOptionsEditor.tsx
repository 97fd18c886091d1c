import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchOptions } from '../../../../domain/template.ts';
import { ReadOnlySection } from '../ReadOnlySection.tsx';
import './SearchOptionsEditor.css';

type ListKey = keyof SearchOptions;

interface Props {
  value: SearchOptions;
  onChange?: (next: SearchOptions) => void;
  readOnly?: boolean;
}

/** A list "has entries" once one of them holds text; blank rows are dropped when the template is saved. */
function hasEntries(list: readonly string[]): boolean {
  return list.some((entry) => entry.trim() !== '');
}

function WebsiteList({ list, entries, disabled, onChange }: { list: ListKey; entries: string[]; disabled: boolean; onChange: (next: string[]) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const add = () => {
    onChange([...entries, '']);
    // Focus the new input once it is rendered.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };

  return (
    <fieldset className="website-list" disabled={disabled} aria-labelledby={titleId}>
      <legend id={titleId} className="website-list-title">
        {t(`templates.searchOptions.${list}`)}
      </legend>
      <p className="website-list-help">{t(`templates.searchOptions.${list}Help`)}</p>
      {disabled && (
        <p className="website-list-note" role="note">
          {t(`templates.searchOptions.${list}Disabled`)}
        </p>
      )}
      {entries.length > 0 && (
        <ul ref={listRef} className="stack-list">
          {entries.map((entry, index) => (
            // Entries are plain strings that may repeat or be blank: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are only appended or removed, never reordered
            <li key={index} className="website-list-entry">
              <input className="input" type="text" inputMode="url" value={entry} placeholder={t('templates.searchOptions.placeholder')} aria-label={t(`templates.searchOptions.${list}Entry`, { index: index + 1 })} onChange={(event) => onChange(entries.map((item, i) => (i === index ? event.target.value : item)))} />
              <button type="button" className="button button-ghost button-small" aria-label={t('templates.searchOptions.remove', { site: entry.trim() || t('templates.searchOptions.blank') })} onClick={() => onChange(entries.filter((_, i) => i !== index))}>
                {t('templates.searchOptions.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-small website-list-add" onClick={add}>
        {t('templates.searchOptions.add')}
      </button>
    </fieldset>
  );
}

function ReadOnlyList({ list, entries }: { list: ListKey; entries: string[] }) {
  const { t } = useTranslation();
  const sites = entries.filter((entry) => entry.trim() !== '');
  return (
    <div className="website-list">
      <h4 className="website-list-title">{t(`templates.searchOptions.${list}`)}</h4>
      {sites.length === 0 ? (
        <p className="website-list-help">{t('templates.searchOptions.none')}</p>
      ) : (
        <ul className="website-list-readonly">
          {sites.map((site) => (
            <li key={site}>{site}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Search options (docs/product.md Lists): a blacklist and a whitelist of websites, mutually exclusive:
 * while one has entries, the other is disabled with a note saying why.
 */
export function SearchOptionsEditor({ value, onChange, readOnly = false }: Props) {
  const { t } = useTranslation();
  if (readOnly) {
    const count = value.blacklist.filter((s) => s.trim()).length + value.whitelist.filter((s) => s.trim()).length;
    return (
      <ReadOnlySection title={t('templates.searchOptions.title')} summary={t('templates.searchOptions.count', { count })}>
        <div className="search-options">
          <ReadOnlyList list="blacklist" entries={value.blacklist} />
          <ReadOnlyList list="whitelist" entries={value.whitelist} />
        </div>
      </ReadOnlySection>
    );
  }
  const set = (list: ListKey) => (next: string[]) => onChange?.({ ...value, [list]: next });
  return (
    <div className="search-options">
      <WebsiteList list="blacklist" entries={value.blacklist} disabled={hasEntries(value.whitelist)} onChange={set('blacklist')} />
      <WebsiteList list="whitelist" entries={value.whitelist} disabled={hasEntries(value.blacklist)} onChange={set('whitelist')} />
    </div>
  );
}
