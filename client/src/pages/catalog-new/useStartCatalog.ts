import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { startBatch } from '../../api/catalog-batch.ts';
import { storeStartedRun } from '../../api/run-snapshots.ts';
import { forgetSubscription } from '../../api/subscription.ts';
import { toast } from '../../components/ui/toast.tsx';
import { type Destination, destinationRequest, TRY_SAMPLE_SIZE } from '../../lib/catalogs.ts';
import { ApiError } from '../../lib/errors.ts';
import type { ProcessedFile } from '../../lib/upload.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { closeWaiting, openWaiting, setWaitingBatch } from '../../state/waiting.ts';
import { newKey } from './navigation-state.ts';

/** Refusals a retry cannot help: their text stays beside Start. */
const LASTING_REFUSALS = ['file_above_products_limit', 'insufficient_credits', 'marketplace_not_available'];

/** A run of the whole file, or a try-on of its first products. */
export type StartMode = 'full' | 'try';

/**
 * Start (docs/product.md start rules): opens the waiting dialog (with its games when the run is
 * forecast to be long), starts the run and goes to /catalogs.
 * A try-on starts a preview on the file's first products and opens its review page instead.
 * A refusal closes the dialog and says why, with Retry unless retrying cannot help.
 */
export function useStartCatalog() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [submitting, setSubmitting] = useState<StartMode | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const start = async (file: ProcessedFile, config: CatalogConfig, destination: Destination, mode: StartMode = 'full', games = false) => {
    setSubmitting(mode);
    setStartError(null);
    if (mode === 'full') openWaiting(games);
    try {
      const batch = await startBatch(
        {
          catalog_config_name: config.name,
          input_filename: file.storedName,
          input_delimiter: file.result.delimiter ?? ',',
          nb_products_found: file.result.nb_products_found,
          destination: destinationRequest(destination),
          ...(mode === 'try' ? { sample_size: TRY_SAMPLE_SIZE } : {}),
        },
        newKey(),
      );
      storeStartedRun(batch);
      if (mode === 'try') {
        navigate(`/catalogs/${encodeURIComponent(batch.id)}`);
        return;
      }
      setWaitingBatch(batch.id);
      navigate('/catalogs');
    } catch (error) {
      if (mode === 'full') closeWaiting();
      setSubmitting(null);
      if (error instanceof ApiError && LASTING_REFUSALS.includes(error.code)) {
        // A credit refusal also means the balance shown was stale.
        if (error.code === 'insufficient_credits') forgetSubscription();
        setStartError(errorText(error));
        return;
      }
      toast.error(errorText(error), {
        id: 'catalog-start-failed',
        action: { label: t('catalogNew.retry'), onClick: () => void start(file, config, destination, mode, games) },
      });
    }
  };

  return { start, submitting, startError, clearStartError: () => setStartError(null) };
}
