import { useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import type { AnalysisResult } from '../../../../domain/analysis.ts';
import { fromMappingArray } from '../../../../domain/mapping.ts';
import { creditState } from '../../../../domain/subscription.ts';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { startBatch } from '../../api/catalog-batch.ts';
import { getConfig } from '../../api/catalog-config.ts';
import { predictCredits } from '../../api/subscription.ts';
import { SampleProductsDialog } from '../../components/analysis/SampleProductsDialog.tsx';
import { CreditPanels } from '../../components/credits/CreditPanels.tsx';
import { useSubscription } from '../../components/credits/useSubscription.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { UploadStep } from '../../components/upload/UploadStep.tsx';
import { ApiError } from '../../lib/errors.ts';
import { type ProcessedFile, shortFileName } from '../../lib/upload.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { closeWaiting, openWaiting, recordSnapshot, setWaitingBatch } from '../../state/catalogs.ts';
import { startFromFileAtom } from '../../state/assistant.ts';
import { clearSubscription } from '../../state/subscription.ts';
import { useTemplatesList } from '../../lib/useTemplatesList.ts';
import { ConfigRecap } from './ConfigRecap.tsx';
import { fileColumns, newKey, readNavigationState } from './navigation-state.ts';
import { columnsMismatch, startBlockers } from '../../lib/catalogs.ts';
import { knownColumns } from '../../lib/templates.ts';
import './catalog-new.css';

type Destination = 'own_format' | 'marketplace';

/** /catalog/new (docs/product.md New catalogue, docs/product.md New catalogue, docs/product.md start rules). Remounted on each navigation. */
export function CatalogNewPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const errorText = useErrorText();
  const selectId = useId();
  const [initial] = useState(readNavigationState);
  const startAssistantFrom = useSetAtom(startFromFileAtom);
  const [file, setFile] = useState<ProcessedFile | null>(initial.file);
  const [uploading, setUploading] = useState(initial.file === null);
  const [sampleOpen, setSampleOpen] = useState(false);
  const [configName, setConfigName] = useState<string | null>(initial.selectedConfig);
  const [config, setConfig] = useState<{ status: 'idle' | 'loading' } | { status: 'ready'; config: CatalogConfig } | { status: 'error'; error: unknown }>({
    status: 'idle',
  });
  const [required, setRequired] = useState<number | undefined>(undefined);
  const [destination, setDestination] = useState<Destination>('own_format');
  const [submitting, setSubmitting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const list = useTemplatesList('catalog-new-configs-failed', 'catalogNew.configsFailed', 'catalogNew.retry');
  const subscription = useSubscription();
  const items = 'items' in list ? list.items : undefined;
  const listLoading = items === undefined && list.status !== 'error';
  const analysis: AnalysisResult | null = file?.result ?? null;
  const aboveLimit = analysis?.is_file_above_products_limit === true;

  // The template's recap: loaded each time the choice changes (which clears data and prediction).
  const [configReload, setConfigReload] = useState(0);
  useEffect(() => {
    void configReload;
    setRequired(undefined);
    if (!configName) {
      setConfig({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setConfig({ status: 'loading' });
    getConfig(configName, controller.signal).then(
      (loaded) => setConfig({ status: 'ready', config: loaded }),
      (error: unknown) => !controller.signal.aborted && setConfig({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [configName, configReload]);

  // What the run will charge; a failure is silent (docs/product.md) and leaves only the server's check.
  const nbProducts = analysis?.nb_products_found ?? 0;
  useEffect(() => {
    setRequired(undefined);
    if (!configName || !analysis || aboveLimit) return;
    let live = true;
    predictCredits(nbProducts, configName).then(
      (credits) => live && setRequired(credits),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [configName, analysis, aboveLimit, nbProducts]);

  const period = subscription.data ? subscription.data.period : undefined;
  const available = period === undefined ? undefined : (period?.available_credits ?? 0);
  const credits = available === undefined ? 'unknown' : creditState(available, required);
  const loadedConfig = config.status === 'ready' ? config.config : null;

  const mismatch = useMemo(() => {
    if (!analysis || !loadedConfig) return false;
    const mapping = fromMappingArray(loadedConfig.ownFormatMapping);
    const copySources = Object.values(mapping)
      .filter((entry) => entry.batch_action === 'COPY')
      .map((entry) => entry.field);
    const sources = Object.values(loadedConfig.source_fields ?? {}).flat();
    return columnsMismatch(fileColumns(analysis), [...knownColumns(loadedConfig.about), ...copySources, ...sources]);
  }, [analysis, loadedConfig]);

  const blockers = startBlockers({
    submitting,
    fileAnalysed: analysis !== null,
    aboveLimit,
    config: loadedConfig ? loadedConfig.name : null,
    destination: { type: destination, value: destination === 'own_format' ? 'own_format' : '' },
    credits,
  });

  // The file chosen here carries into the assistant, which then starts from its analysis.
  const createTemplate = () => {
    if (file) startAssistantFrom(file);
    navigate('/config-assistant');
  };

  const onAnalysed = (processed: ProcessedFile) => {
    setFile(processed);
    setUploading(false);
    setStartError(null);
  };

  const start = async () => {
    if (!file || !loadedConfig || blockers.length > 0) return;
    setSubmitting(true);
    setStartError(null);
    openWaiting();
    try {
      const batch = await startBatch(
        {
          catalog_config_name: loadedConfig.name,
          input_filename: file.storedName,
          input_delimiter: file.result.delimiter ?? ',',
          nb_products_found: file.result.nb_products_found,
          destination: [{ type: 'own_format', value: 'own_format' }],
        },
        newKey(),
      );
      setWaitingBatch(batch.id);
      recordSnapshot({ id: batch.id, status: batch.status, progress: batch.progress, results: batch.results, downloaded_once: batch.downloaded_once });
      clearSubscription();
      navigate('/catalogs');
    } catch (error) {
      closeWaiting();
      setSubmitting(false);
      // Retrying cannot help these: the text stays beside Start. A credit refusal also means the balance shown was stale.
      if (error instanceof ApiError && (error.code === 'file_above_products_limit' || error.code === 'insufficient_credits')) {
        if (error.code === 'insufficient_credits') clearSubscription();
        setStartError(errorText(error));
        return;
      }
      toast.error(errorText(error), {
        id: 'catalog-start-failed',
        action: { label: t('catalogNew.retry'), onClick: () => void start() },
      });
    }
  };

  return (
    <div className="page catalog-new">
      <header className="page-header">
        <h1 className="page-title">{t('pages.catalogNew')}</h1>
        <p className="page-subtitle">{t('catalogNew.subtitle')}</p>
      </header>

      <section className="card catalog-new-section" aria-labelledby={`${selectId}-file`}>
        <h2 id={`${selectId}-file`} className="section-title">
          {t('catalogNew.fileTitle')}
        </h2>
        {file && !uploading ? (
          <div className="catalog-new-file">
            <p className="catalog-new-file-path">
              <span className="catalog-new-label">{t('catalogNew.selectedFile')}</span>
              <span title={file.originalName}>{shortFileName(file.originalName)}</span>
            </p>
            <p className="catalog-new-file-count">{t('catalogNew.productsFound', { count: file.result.nb_products_found })}</p>
            <div className="catalog-new-file-links">
              <button type="button" className="link-button" onClick={() => setSampleOpen(true)}>
                {t('catalogNew.seeSample')}
              </button>
              <button type="button" className="link-button" onClick={() => setUploading(true)}>
                {t('catalogNew.uploadAnother')}
              </button>
            </div>
            {aboveLimit && (
              <p className="catalog-new-problem" role="alert">
                <AlertIcon />
                {t('errors.file_above_products_limit')}
              </p>
            )}
            <SampleProductsDialog open={sampleOpen} onOpenChange={setSampleOpen} rows={file.result.products_sample} />
          </div>
        ) : (
          <>
            <UploadStep purpose="batch" compact onAnalysed={onAnalysed} />
            {file && (
              <button type="button" className="link-button catalog-new-keep" onClick={() => setUploading(false)}>
                {t('catalogNew.keepFile', { name: shortFileName(file.originalName) })}
              </button>
            )}
          </>
        )}
      </section>

      <section className="card catalog-new-section" aria-labelledby={`${selectId}-config`}>
        <h2 id={`${selectId}-config`} className="section-title">
          {t('catalogNew.configTitle')}
        </h2>
        {items && items.length === 0 ? (
          <div className="catalog-new-empty">
            <p>{t('catalogNew.noConfigs')}</p>
            <button type="button" className="button button-primary" onClick={createTemplate}>
              {t('catalogNew.createConfig')}
            </button>
          </div>
        ) : (
          <div className="field catalog-new-select">
            <label htmlFor={selectId}>{t('catalogNew.selectConfig')}</label>
            <select
              id={selectId}
              className="input select"
              value={configName ?? ''}
              disabled={listLoading || aboveLimit}
              onChange={(event) => setConfigName(event.target.value || null)}
            >
              <option value="">{listLoading ? t('catalogNew.loadingConfigs') : t('catalogNew.chooseConfig')}</option>
              {(items ?? []).map((item) => (
                <option key={item.name} value={item.name}>
                  {item.label}
                </option>
              ))}
              {configName && items && !items.some((item) => item.name === configName) && <option value={configName}>{configName}</option>}
            </select>
          </div>
        )}
        {config.status === 'loading' && (
          <p className="catalog-new-muted" role="status">
            {t('catalogNew.loadingConfig')}
          </p>
        )}
        {config.status === 'error' && <ErrorNotice error={config.error} onRetry={() => setConfigReload((n) => n + 1)} />}
        {mismatch && (
          <p className="catalog-new-warning" role="alert">
            <AlertIcon />
            {t('catalogNew.mismatch')}
          </p>
        )}
        {loadedConfig && (
          <div className="catalog-new-recap">
            <div className="catalog-new-recap-header">
              <h3 className="catalog-new-recap-title">{t('catalogNew.recapTitle', { label: loadedConfig.label })}</h3>
              <Link href={`/catalog-templates/edit/${encodeURIComponent(loadedConfig.name)}`} className="button button-small">
                {t('catalogNew.editConfig')}
              </Link>
            </div>
            <ConfigRecap config={loadedConfig} />
          </div>
        )}
      </section>

      <section className="card catalog-new-section" aria-labelledby={`${selectId}-dest`}>
        <h2 id={`${selectId}-dest`} className="section-title">
          {t('catalogNew.destinationTitle')}
        </h2>
        <fieldset className="catalog-new-destinations">
          <legend className="visually-hidden">{t('catalogNew.destinationTitle')}</legend>
          <label className="catalog-new-destination">
            <input type="radio" name="destination" checked={destination === 'own_format'} onChange={() => setDestination('own_format')} />
            <span>
              <strong>{t('catalogNew.ownFormat')}</strong>
              <span className="catalog-new-muted">{t('catalogNew.ownFormatHint')}</span>
            </span>
          </label>
          <label className="catalog-new-destination catalog-new-destination-disabled">
            <input type="radio" name="destination" disabled checked={destination === 'marketplace'} onChange={() => setDestination('marketplace')} />
            <span>
              <strong>{t('catalogNew.marketplace')}</strong>
              <span className="catalog-new-muted">{t('catalogNew.notReady')}</span>
            </span>
          </label>
        </fieldset>
      </section>

      {available !== undefined && analysis && loadedConfig && !aboveLimit && <CreditPanels required={required} available={available} />}
      {available !== undefined && available <= 0 && !(analysis && loadedConfig && !aboveLimit) && <CreditPanels available={available} />}

      {startError && (
        <p className="catalog-new-problem" role="alert">
          <AlertIcon />
          {startError}
        </p>
      )}

      <footer className="catalog-new-footer">
        {submitting && (
          <span className="catalog-new-starting" role="status">
            <span className="catalog-new-spinner" aria-hidden="true" />
            {t('catalogNew.starting')}
          </span>
        )}
        <button type="button" className="button button-primary" disabled={blockers.length > 0} onClick={() => void start()}>
          {t('catalogNew.start')}
        </button>
      </footer>
    </div>
  );
}
