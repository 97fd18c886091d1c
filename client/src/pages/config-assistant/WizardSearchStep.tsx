import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchOptions } from '../../../../domain/template.ts';
import { useCapabilities } from '../../api/assistant.ts';
import { SearchOptionsEditor } from '../../components/search-options/SearchOptionsEditor.tsx';

interface Props {
  value: SearchOptions;
  onChange: (next: SearchOptions) => void;
}

const hasSites = (options: SearchOptions) => [...options.blacklist, ...options.whitelist].some((site) => site.trim() !== '');

/**
 * The wizard's last step. With web search off on this server the website lists would change
 * nothing: the step says so, and the lists stay folded away (kept with the template for the day
 * search is turned on) unless the user opens them or the template already names sites.
 */
export function WizardSearchStep({ value, onChange }: Props) {
  const { t } = useTranslation();
  const webSearch = useCapabilities()?.web_search;
  const [listsShown, setListsShown] = useState(false);
  if (webSearch !== false || hasSites(value)) return <SearchOptionsEditor value={value} onChange={onChange} />;
  return (
    <>
      <p className="wizard-search-off" role="note">
        {t('assistant.wizard.searchOff')}
      </p>
      {listsShown ? (
        <SearchOptionsEditor value={value} onChange={onChange} />
      ) : (
        <button type="button" className="button button-small wizard-search-later" onClick={() => setListsShown(true)}>
          {t('assistant.wizard.searchListsLater')}
        </button>
      )}
    </>
  );
}
