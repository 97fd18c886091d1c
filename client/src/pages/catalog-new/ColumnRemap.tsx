import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { useSaveTemplate } from '../../api/catalog-config.ts';
import { queryClient } from '../../api/query-client.ts';
import { subscriptionKeys } from '../../api/subscription.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { remappedColumn } from '../../lib/templates.ts';

/**
 * A column the template reads that the file lacks, read from one of the file's columns in one
 * choice: the template is saved reading it, and the start page checks the fit again.
 */
export function ColumnRemap({ config, missing, fileColumns }: { config: CatalogConfig; missing: string; fileColumns: readonly string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveTemplate();
  const remap = (to: string) => save.mutate({ name: config.name, update: remappedColumn(config, missing, to) }, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.predictions() }) });
  return (
    <div className="catalog-new-remap">
      <label htmlFor={id}>{t('catalogNew.remapLabel', { column: missing })}</label>
      <select id={id} className="input select" value="" disabled={save.isPending} onChange={(event) => event.target.value && remap(event.target.value)}>
        <option value="">{save.isPending ? t('catalogNew.remapSaving') : t('catalogNew.remapChoose')}</option>
        {fileColumns.map((column) => (
          <option key={column} value={column}>
            {column}
          </option>
        ))}
      </select>
      {save.isError && <ErrorNotice error={save.error} />}
    </div>
  );
}
