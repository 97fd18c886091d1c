import { useTranslation } from 'react-i18next';
import { fromMappingArray } from '../../../../domain/mapping.ts';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { useCapabilities } from '../../api/assistant.ts';
import { FieldGroups } from '../../components/field-groups/FieldGroups.tsx';
import { ReadOnlyMapping } from '../../components/field-mapper/ReadOnlyMapping.tsx';
import { SearchOptionsEditor } from '../../components/search-options/SearchOptionsEditor.tsx';
import { SourceFieldsEditor } from '../../components/source-fields/SourceFieldsEditor.tsx';
import { draftFromConfig, knownColumns } from '../../lib/templates.ts';

/** The chosen template, read-only: field groups, source fields, mapping, output format, search options. */
export function ConfigRecap({ config }: { config: CatalogConfig }) {
  const { t } = useTranslation();
  const draft = draftFromConfig(config);
  const delimiter = config.outputFileFormat?.delimiter ?? ',';
  const capabilities = useCapabilities();
  return (
    <div className="catalog-new-recap-body">
      {capabilities && !capabilities.web_search && <p className="catalog-new-note">{t('capabilities.fileOnly')}</p>}
      <p className="catalog-new-format">
        <span className="catalog-new-label">{t('catalogNew.outputFormat')}</span>
        {draft.format === 'xlsx' ? t('catalogNew.formatXlsx') : t(draft.format === 'both' ? 'catalogNew.formatBoth' : 'catalogNew.formatCsv', { delimiter: delimiter === '\t' ? 'Tab' : delimiter })}
      </p>
      <FieldGroups value={draft.groups} readOnly />
      <SourceFieldsEditor value={draft.sourceFields} columns={knownColumns(config.about)} readOnly />
      <ReadOnlyMapping mapping={fromMappingArray(config.ownFormatMapping)} />
      <SearchOptionsEditor value={draft.searchOptions} readOnly />
    </div>
  );
}
