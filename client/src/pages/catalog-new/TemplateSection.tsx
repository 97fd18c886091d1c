import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AnalysisResult } from '../../../../domain/analysis.ts';
import { fromMappingArray } from '../../../../domain/mapping.ts';
import type { Prediction } from '../../../../domain/subscription.ts';
import type { CatalogConfig, CatalogConfigSummary } from '../../../../domain/template.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { columnsMismatch } from '../../lib/catalogs.ts';
import { knownColumns } from '../../lib/templates.ts';
import { ColumnRemap } from './ColumnRemap.tsx';
import { ConfigRecap } from './ConfigRecap.tsx';
import { fileColumns } from './navigation-state.ts';

/** True when none of the file's columns is one the template reads (its field groups, COPY sources and source fields). */
function useMismatch(analysis: AnalysisResult | null, config: CatalogConfig | null): boolean {
  return useMemo(() => {
    if (!analysis || !config) return false;
    const copySources = Object.values(fromMappingArray(config.ownFormatMapping))
      .filter((entry) => entry.batch_action === 'COPY')
      .map((entry) => entry.field);
    const sources = Object.values(config.source_fields ?? {}).flat();
    return columnsMismatch(fileColumns(analysis), [...knownColumns(config.about), ...copySources, ...sources]);
  }, [analysis, config]);
}

interface Props {
  templates: UseQueryResult<CatalogConfigSummary[]>;
  configName: string | null;
  onConfigName: (name: string | null) => void;
  config: UseQueryResult<CatalogConfig>;
  analysis: AnalysisResult | null;
  aboveLimit: boolean;
  onCreateTemplate: () => void;
  /** How the template's columns meet the file's, as the prediction says it; undefined until it answers. */
  columns: Prediction['columns'] | undefined;
}

/** The columns the template reads that the file lacks, each remapped in one choice, and those read under the file's own names. */
function ColumnFitNotice({ columns, config, fileColumns }: { columns: Prediction['columns']; config: CatalogConfig; fileColumns: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {columns.missing.length > 0 && (
        <div className="catalog-new-warning catalog-new-remaps" role="alert">
          <p>
            <AlertIcon />
            {t('catalogNew.columnsMissing', { count: columns.missing.length, columns: columns.missing.join(', ') })}
          </p>
          {columns.missing.map((missing) => (
            <ColumnRemap key={missing} config={config} missing={missing} fileColumns={fileColumns} />
          ))}
        </div>
      )}
      {columns.renamed.length > 0 && <p className="catalog-new-muted">{t('catalogNew.columnsRenamed', { pairs: columns.renamed.map((pair) => `${pair.from} → ${pair.to}`).join(', ') })}</p>}
    </>
  );
}

/**
 * The template to run: the choice (or the way to create one), its recap, and the column-mismatch
 * warning. Once a file is analysed, a template can always be made for it, templates or not: the
 * assistant then opens on that file's analysis.
 */
export function TemplateSection({ templates, configName, onConfigName, config, analysis, aboveLimit, onCreateTemplate, columns }: Props) {
  const { t } = useTranslation();
  const selectId = useId();
  const items = templates.data;
  const listLoading = items === undefined && !templates.isError;
  const loaded = config.data ?? null;
  const mismatch = useMismatch(analysis, loaded);

  return (
    <section className="card catalog-new-section" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="section-title">
        {t('catalogNew.configTitle')}
      </h2>
      {items && items.length === 0 ? (
        <div className="catalog-new-empty">
          <p>{t('catalogNew.noConfigs')}</p>
          <button type="button" className="button button-primary" onClick={onCreateTemplate}>
            {t('catalogNew.createConfig')}
          </button>
        </div>
      ) : (
        <div className="field catalog-new-select">
          <label htmlFor={selectId}>{t('catalogNew.selectConfig')}</label>
          <select id={selectId} className="input select" value={configName ?? ''} disabled={listLoading || aboveLimit} onChange={(event) => onConfigName(event.target.value || null)}>
            <option value="">{listLoading ? t('catalogNew.loadingConfigs') : t('catalogNew.chooseConfig')}</option>
            {(items ?? []).map((item) => (
              <option key={item.name} value={item.name}>
                {item.label}
              </option>
            ))}
            {configName && items && !items.some((item) => item.name === configName) && <option value={configName}>{configName}</option>}
          </select>
          {analysis && (
            <button type="button" className="link-button catalog-new-create" onClick={onCreateTemplate}>
              {t('catalogNew.createForFile')}
            </button>
          )}
        </div>
      )}
      {config.isFetching && !loaded && (
        <p className="catalog-new-muted" role="status">
          {t('catalogNew.loadingConfig')}
        </p>
      )}
      {config.isError && <ErrorNotice error={config.error} onRetry={() => void config.refetch()} />}
      {mismatch && (
        <p className="catalog-new-warning" role="alert">
          <AlertIcon />
          {t('catalogNew.mismatch')}
        </p>
      )}
      {loaded && columns && !mismatch && analysis && <ColumnFitNotice columns={columns} config={loaded} fileColumns={fileColumns(analysis)} />}
      {loaded && (
        <div className="catalog-new-recap">
          <div className="catalog-new-recap-header">
            <h3 className="catalog-new-recap-title">{t('catalogNew.recapTitle', { label: loaded.label })}</h3>
            <Link href={`/catalog-templates/edit/${encodeURIComponent(loaded.name)}`} className="button button-small">
              {t('catalogNew.editConfig')}
            </Link>
          </div>
          <ConfigRecap config={loaded} />
        </div>
      )}
    </section>
  );
}
