import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Capabilities } from '../../../../domain/generation.ts';
import type { MappingEntry } from '../../../../domain/mapping.ts';
import { creditState, type Prediction } from '../../../../domain/subscription.ts';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { useCapabilities } from '../../api/assistant.ts';
import { useTemplate, useTemplateList } from '../../api/catalog-config.ts';
import { type ChannelPreset, useChannels } from '../../api/channels.ts';
import { usePrediction, useSubscription } from '../../api/subscription.ts';
import { CreditPanels } from '../../components/credits/CreditPanels.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { type Destination, destinationRequest, OWN_FORMAT, startBlockers, TRY_SAMPLE_SIZE, tryProducts } from '../../lib/catalogs.ts';
import { offersGames } from '../../lib/run-forecast.ts';
import type { ProcessedFile } from '../../lib/upload.ts';
import { recentFileAtom, startFromFileAtom } from '../../state/assistant.ts';
import { DestinationSection } from './DestinationSection.tsx';
import { FileSection } from './FileSection.tsx';
import { readNavigationState } from './navigation-state.ts';
import { TemplateSection } from './TemplateSection.tsx';
import { useStartCatalog } from './useStartCatalog.ts';
import './catalog-new.css';

/** Whether /catalog/new was opened to try a template (`?try=1`, from the templates list). */
function readTryIntent(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('try') === '1';
}

/** A template made from a channel runs to that channel unless the user chooses otherwise. */
function templateDestination(config: CatalogConfig | null, channels: readonly ChannelPreset[] | undefined): Destination {
  return config?.marketplaces?.filter((id) => channels?.some((known) => known.id === id)) ?? OWN_FORMAT;
}

/**
 * Whether the waiting dialog offers its games to this run: only when it is forecast to be long
 * (lib/run-forecast.ts). Until the prediction answers, every product's paid cells count.
 */
function runOffersGames(config: CatalogConfig | null, prediction: Prediction | undefined, fileProducts: number, capabilities: Capabilities | null): boolean {
  const entries = config?.ownFormatMapping ?? [];
  const count = (action: MappingEntry['batch_action']) => entries.filter((entry) => entry.batch_action === action).length;
  const generateFields = count('GENERATE');
  const extractFields = count('EXTRACT');
  const products = prediction?.nb_products ?? fileProducts;
  return offersGames({
    products,
    chargedCells: prediction?.charged_cells ?? products * (generateFields + extractFields),
    generateFields,
    extractFields,
    assistant: capabilities?.assistant ?? null,
    webSearch: capabilities?.web_search ?? null,
  });
}

/**
 * /catalog/new (docs/product.md New catalogue, docs/product.md start rules): Start, or Try on 10
 * products (a preview whose review page opens). Remounted on each navigation.
 */
export function CatalogNewPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [initial] = useState(readNavigationState);
  const [tryIntent] = useState(readTryIntent);
  const startAssistantFrom = useSetAtom(startFromFileAtom);
  const setRecentFile = useSetAtom(recentFileAtom);
  const [file, setFile] = useState<ProcessedFile | null>(initial.file);
  const [configName, setConfigName] = useState<string | null>(initial.selectedConfig);
  // The user's choice; until there is one, the chosen template's channel (made from one), else the own format.
  const [chosenDestination, setDestination] = useState<Destination | null>(null);
  const templates = useTemplateList({
    message: t('catalogNew.configsFailed'),
    id: 'catalog-new-configs-failed',
    retryLabel: t('catalogNew.retry'),
  });
  const config = useTemplate(configName);
  const loadedConfig = configName === null ? null : (config.data ?? null);
  const channels = useChannels().data;
  const destination = chosenDestination ?? templateDestination(loadedConfig, channels);
  const { start, submitting, startError, clearStartError } = useStartCatalog();
  const analysis = file?.result ?? null;
  const aboveLimit = analysis?.is_file_above_products_limit === true;

  // The exact charges: the file is read, and the cells earlier runs computed are counted free.
  const predicted = file !== null && configName !== null && !aboveLimit;
  const whole = usePrediction(predicted ? { catalog_config_name: configName, input_filename: file.storedName } : null).data;
  const trial = usePrediction(predicted ? { catalog_config_name: configName, input_filename: file.storedName, sample_size: TRY_SAMPLE_SIZE } : null).data;
  const required = whole?.required_credits;
  const subscription = useSubscription();
  const period = subscription.data ? subscription.data.period : undefined;
  const available = period === undefined ? undefined : (period?.available_credits ?? 0);
  const runPlanned = analysis !== null && loadedConfig !== null && !aboveLimit;
  const capabilities = useCapabilities();
  const gamesOffered = runOffersGames(loadedConfig, whole, analysis?.nb_products_found ?? 0, capabilities);

  const blockersFor = (charge: number | undefined) =>
    startBlockers({
      submitting: submitting !== null,
      fileAnalysed: analysis !== null,
      aboveLimit,
      config: loadedConfig ? loadedConfig.name : null,
      destination: destinationRequest(destination),
      credits: available === undefined ? 'unknown' : creditState(available, charge),
    });
  const blockers = blockersFor(required);
  // The same rules as Start, against what the try-on itself will charge.
  const tryBlockers = blockersFor(trial?.required_credits);
  const trialProducts = tryProducts(analysis?.nb_products_found ?? 0);

  // The file chosen here carries into the assistant, which then starts from its analysis.
  const createTemplate = () => {
    if (file) startAssistantFrom(file);
    navigate('/config-assistant');
  };

  const onAnalysed = (processed: ProcessedFile) => {
    setFile(processed);
    setRecentFile(processed);
    clearStartError();
  };

  return (
    <div className="page catalog-new">
      <header className="page-header">
        <h1 className="page-title">{t('pages.catalogNew')}</h1>
        <p className="page-subtitle">{t('catalogNew.subtitle')}</p>
        {tryIntent && <p className="catalog-new-intent">{t('catalogNew.tryIntent', { count: TRY_SAMPLE_SIZE })}</p>}
      </header>

      <FileSection file={file} aboveLimit={aboveLimit} onAnalysed={onAnalysed} />
      <TemplateSection templates={templates} configName={configName} onConfigName={setConfigName} config={config} analysis={analysis} aboveLimit={aboveLimit} onCreateTemplate={createTemplate} columns={whole?.columns} />
      <DestinationSection value={destination} onChange={setDestination} config={loadedConfig} products={whole?.nb_products ?? null} />

      {available !== undefined && runPlanned && <CreditPanels required={required} available={available} cachedCells={whole?.cached_cells} trial={{ products: trialProducts, required: trial?.required_credits }} />}
      {available !== undefined && available <= 0 && !runPlanned && <CreditPanels available={available} />}

      {startError && (
        <p className="catalog-new-problem" role="alert">
          <AlertIcon />
          {startError}
        </p>
      )}

      <footer className="catalog-new-footer">
        {submitting !== null && (
          <span className="catalog-new-starting" role="status">
            <span className="catalog-new-spinner" aria-hidden="true" />
            {submitting === 'try' ? t('catalogNew.tryStarting') : t('catalogNew.starting')}
          </span>
        )}
        <button type="button" className={tryIntent ? 'button button-primary' : 'button'} disabled={tryBlockers.length > 0} onClick={() => file && loadedConfig && void start(file, loadedConfig, destination, 'try')}>
          {t('catalogNew.tryOn', { count: TRY_SAMPLE_SIZE })}
        </button>
        <button type="button" className={tryIntent ? 'button' : 'button button-primary'} disabled={blockers.length > 0} onClick={() => file && loadedConfig && void start(file, loadedConfig, destination, 'full', gamesOffered)}>
          {t('catalogNew.start')}
        </button>
      </footer>
    </div>
  );
}
