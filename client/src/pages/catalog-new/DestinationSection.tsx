import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { fromMappingArray } from '../../../../domain/mapping.ts';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { type ChannelPreset, useChannels } from '../../api/channels.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { type Destination, missingChannelFields, missingFieldErrors, OWN_FORMAT } from '../../lib/catalogs.ts';

function ChannelOption({ channel, checked, onChoose }: { channel: ChannelPreset; checked: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <label className="catalog-new-destination">
      <input type="radio" name="destination" value={channel.id} checked={checked} onChange={onChoose} />
      <span>
        <strong>{channel.name}</strong>
        <span className="catalog-new-muted">
          {channel.file_format === 'tsv' ? t('catalogNew.channelTsv') : t('catalogNew.channelCsv', { delimiter: channel.delimiter })}
        </span>
      </span>
    </label>
  );
}

/**
 * A chosen channel's required fields the template lacks: said, with the errors the run's report will
 * hold for them when the products are known, and the way to a template made for the channel.
 */
function MissingFields({ channel, config, products }: { channel: ChannelPreset; config: CatalogConfig; products: number | null }) {
  const { t, i18n } = useTranslation();
  const outputs = Object.keys(fromMappingArray(config.ownFormatMapping));
  const missing = missingChannelFields(channel.fields, outputs);
  if (missing.length === 0) return <p className="catalog-new-muted">{t('catalogNew.channelChecked', { channel: channel.name })}</p>;
  const said = { channel: channel.name, count: missing.length, fields: missing.join(', ') };
  let text = t('catalogNew.channelMissing', said);
  if (products !== null) {
    const format = new Intl.NumberFormat(i18n.language);
    const errors = missingFieldErrors(missing.length, products);
    const forecast = t('catalogNew.channelForecast', {
      fields: t('catalogNew.forecastFields', { count: missing.length, n: format.format(missing.length) }),
      products: t('catalogNew.forecastProducts', { count: products, n: format.format(products) }),
      errors: t('catalogNew.forecastErrors', { count: errors, n: format.format(errors) }),
    });
    text = t('catalogNew.channelMissingForecast', { ...said, forecast });
  }
  return (
    <div className="catalog-new-warning catalog-new-channel-missing" role="status">
      <AlertIcon />
      <p>
        {text}{' '}
        <Link href="/catalog-templates">
          {t('catalogNew.channelTemplateLink', { channel: channel.name })}
        </Link>
      </p>
    </div>
  );
}

interface Props {
  value: Destination;
  onChange: (next: Destination) => void;
  /** The chosen template, to say which of the channel's required fields it lacks. */
  config: CatalogConfig | null;
  /** The products the run will cover, when known: the errors its report will hold for those fields. */
  products: number | null;
}

/** Where the run's result goes: the template's own format, or the file of a channel (docs/channels.md). */
export function DestinationSection({ value, onChange, config, products }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const channels = useChannels();
  const chosen = value.type === 'marketplace' ? channels.data?.find((channel) => channel.id === value.value) : undefined;
  return (
    <section className="card catalog-new-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('catalogNew.destinationTitle')}
      </h2>
      <p id={hintId} className="catalog-new-muted">
        {t('catalogNew.destinationHint')}
      </p>
      <fieldset className="catalog-new-destinations" aria-describedby={hintId}>
        <legend className="visually-hidden">{t('catalogNew.destinationTitle')}</legend>
        <label className="catalog-new-destination">
          <input type="radio" name="destination" value="own_format" checked={value.type === 'own_format'} onChange={() => onChange(OWN_FORMAT)} />
          <span>
            <strong>{t('catalogNew.ownFormat')}</strong>
            <span className="catalog-new-muted">{t('catalogNew.ownFormatHint')}</span>
          </span>
        </label>
        {(channels.data ?? []).map((channel) => (
          <ChannelOption
            key={channel.id}
            channel={channel}
            checked={value.type === 'marketplace' && value.value === channel.id}
            onChoose={() => onChange({ type: 'marketplace', value: channel.id })}
          />
        ))}
      </fieldset>
      {channels.isPending && (
        <p className="catalog-new-muted" role="status">
          {t('catalogNew.loadingChannels')}
        </p>
      )}
      {channels.isError && <ErrorNotice message={t('catalogNew.channelsFailed')} onRetry={() => void channels.refetch()} />}
      {chosen && config && <MissingFields channel={chosen} config={config} products={products} />}
    </section>
  );
}
