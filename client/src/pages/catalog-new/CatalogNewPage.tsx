import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { creditState } from '../../../../domain/subscription.ts';
import { useTemplate, useTemplateList } from '../../api/catalog-config.ts';
import { useCreditPrediction, useSubscription } from '../../api/subscription.ts';
import { CreditPanels } from '../../components/credits/CreditPanels.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { type ChannelPreset, useChannels } from '../../api/channels.ts';
import { type Destination, destinationRequest, OWN_FORMAT, startBlockers } from '../../lib/catalogs.ts';
import type { ProcessedFile } from '../../lib/upload.ts';
import { startFromFileAtom } from '../../state/assistant.ts';
import { DestinationSection } from './DestinationSection.tsx';
import { FileSection } from './FileSection.tsx';
import { readNavigationState } from './navigation-state.ts';
import { TemplateSection } from './TemplateSection.tsx';
import { useStartCatalog } from './useStartCatalog.ts';
import './catalog-new.css';

/** A template made from a channel runs to that channel unless the user chooses otherwise. */
function templateDestination(config: CatalogConfig | null, channels: readonly ChannelPreset[] | undefined): Destination {
  const channel = config?.marketplaces?.find((id) => channels?.some((known) => known.id === id));
  return channel ? { type: 'marketplace', value: channel } : OWN_FORMAT;
}

/** /catalog/new (docs/product.md New catalogue, docs/product.md start rules). Remounted on each navigation. */
export function CatalogNewPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [initial] = useState(readNavigationState);
  const startAssistantFrom = useSetAtom(startFromFileAtom);
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

  const required = useCreditPrediction(analysis?.nb_products_found ?? 0, configName, analysis !== null && !aboveLimit);
  const subscription = useSubscription();
  const period = subscription.data ? subscription.data.period : undefined;
  const available = period === undefined ? undefined : (period?.available_credits ?? 0);
  const runPlanned = analysis !== null && loadedConfig !== null && !aboveLimit;

  const blockers = startBlockers({
    submitting,
    fileAnalysed: analysis !== null,
    aboveLimit,
    config: loadedConfig ? loadedConfig.name : null,
    destination: destinationRequest(destination),
    credits: available === undefined ? 'unknown' : creditState(available, required),
  });

  // The file chosen here carries into the assistant, which then starts from its analysis.
  const createTemplate = () => {
    if (file) startAssistantFrom(file);
    navigate('/config-assistant');
  };

  const onAnalysed = (processed: ProcessedFile) => {
    setFile(processed);
    clearStartError();
  };

  return (
    <div className="page catalog-new">
      <header className="page-header">
        <h1 className="page-title">{t('pages.catalogNew')}</h1>
        <p className="page-subtitle">{t('catalogNew.subtitle')}</p>
      </header>

      <FileSection file={file} aboveLimit={aboveLimit} onAnalysed={onAnalysed} />
      <TemplateSection
        templates={templates}
        configName={configName}
        onConfigName={setConfigName}
        config={config}
        analysis={analysis}
        aboveLimit={aboveLimit}
        onCreateTemplate={createTemplate}
      />
      <DestinationSection value={destination} onChange={setDestination} config={loadedConfig} />

      {available !== undefined && runPlanned && <CreditPanels required={required} available={available} />}
      {available !== undefined && available <= 0 && !runPlanned && <CreditPanels available={available} />}

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
        <button
          type="button"
          className="button button-primary"
          disabled={blockers.length > 0}
          onClick={() => file && loadedConfig && void start(file, loadedConfig, destination)}
        >
          {t('catalogNew.start')}
        </button>
      </footer>
    </div>
  );
}
