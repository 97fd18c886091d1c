import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type Destination = 'own_format' | 'marketplace';

/** Where the run's result goes: the template's own format; marketplaces are not ready yet. */
export function DestinationSection({ value, onChange }: { value: Destination; onChange: (next: Destination) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card catalog-new-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('catalogNew.destinationTitle')}
      </h2>
      <fieldset className="catalog-new-destinations">
        <legend className="visually-hidden">{t('catalogNew.destinationTitle')}</legend>
        <label className="catalog-new-destination">
          <input type="radio" name="destination" checked={value === 'own_format'} onChange={() => onChange('own_format')} />
          <span>
            <strong>{t('catalogNew.ownFormat')}</strong>
            <span className="catalog-new-muted">{t('catalogNew.ownFormatHint')}</span>
          </span>
        </label>
        <label className="catalog-new-destination catalog-new-destination-disabled">
          <input type="radio" name="destination" disabled checked={value === 'marketplace'} onChange={() => onChange('marketplace')} />
          <span>
            <strong>{t('catalogNew.marketplace')}</strong>
            <span className="catalog-new-muted">{t('catalogNew.notReady')}</span>
          </span>
        </label>
      </fieldset>
    </section>
  );
}
