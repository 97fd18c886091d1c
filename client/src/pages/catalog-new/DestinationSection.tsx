import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { type ChannelFit, type ChannelPreset, useChannelFit, useChannels } from '../../api/channels.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { type Destination, missingFieldErrors } from '../../lib/catalogs.ts';

function ChannelOption({ channel, checked, onToggle }: { channel: ChannelPreset; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <label className="catalog-new-destination">
      <input type="checkbox" name="channels" value={channel.id} checked={checked} onChange={onToggle} />
      <span>
        <strong>{channel.name}</strong>
        <span className="catalog-new-muted">{channel.file_format === 'tsv' ? t('catalogNew.channelTsv') : t('catalogNew.channelCsv', { delimiter: channel.delimiter })}</span>
      </span>
    </label>
  );
}

/**
 * How the template feeds a chosen channel: its fields named otherwise that feed the channel's
 * ('Name → title'), and the required ones none feeds, with the errors the run's report will hold
 * for them when the products are known and the way to a template made for the channel.
 */
function ChannelFitNotice({ fit, products }: { fit: ChannelFit; products: number | null }) {
  const { t, i18n } = useTranslation();
  const renamed = fit.fed.filter((pair) => pair.field.toLowerCase() !== pair.from.toLowerCase());
  const fedText = renamed.length > 0 ? t('catalogNew.channelFed', { channel: fit.name, pairs: renamed.map((pair) => `${pair.from} → ${pair.field}`).join(', ') }) : null;
  if (fit.missing.length === 0) {
    return (
      <p className="catalog-new-muted">
        {t('catalogNew.channelChecked', { channel: fit.name })} {fedText}
      </p>
    );
  }
  const said = { channel: fit.name, count: fit.missing.length, fields: fit.missing.join(', ') };
  let text = t('catalogNew.channelMissing', said);
  if (products !== null) {
    const format = new Intl.NumberFormat(i18n.language);
    const errors = missingFieldErrors(fit.missing.length, products);
    const forecast = t('catalogNew.channelForecast', {
      fields: t('catalogNew.forecastFields', { count: fit.missing.length, n: format.format(fit.missing.length) }),
      products: t('catalogNew.forecastProducts', { count: products, n: format.format(products) }),
      errors: t('catalogNew.forecastErrors', { count: errors, n: format.format(errors) }),
    });
    text = t('catalogNew.channelMissingForecast', { ...said, forecast });
  }
  return (
    <div className="catalog-new-warning catalog-new-channel-missing" role="status">
      <AlertIcon />
      <p>
        {text} {fedText} <Link href="/catalog-templates">{t('catalogNew.channelTemplateLink', { channel: fit.name })}</Link>
      </p>
    </div>
  );
}

interface Props {
  value: Destination;
  onChange: (next: Destination) => void;
  /** The chosen template, to say how its fields feed each chosen channel. */
  config: CatalogConfig | null;
  /** The products the run will cover, when known: the errors its report will hold for those fields. */
  products: number | null;
}

/** Where the run's result goes: the template's own files always, and the file of each channel ticked (docs/channels.md). */
export function DestinationSection({ value, onChange, config, products }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const channels = useChannels();
  const fits = useChannelFit(config?.name ?? null);
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((chosen) => chosen !== id) : [...value, id]);
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
          <input type="checkbox" checked disabled />
          <span>
            <strong>{t('catalogNew.ownFormat')}</strong>
            <span className="catalog-new-muted">{t('catalogNew.ownFormatHint')}</span>
          </span>
        </label>
        {(channels.data ?? []).map((channel) => (
          <ChannelOption key={channel.id} channel={channel} checked={value.includes(channel.id)} onToggle={() => toggle(channel.id)} />
        ))}
      </fieldset>
      {channels.isPending && (
        <p className="catalog-new-muted" role="status">
          {t('catalogNew.loadingChannels')}
        </p>
      )}
      {channels.isError && <ErrorNotice message={t('catalogNew.channelsFailed')} onRetry={() => void channels.refetch()} />}
      {value.map((id) => {
        const fit = fits.data?.find((candidate) => candidate.id === id);
        return fit ? <ChannelFitNotice key={id} fit={fit} products={products} /> : null;
      })}
    </section>
  );
}
