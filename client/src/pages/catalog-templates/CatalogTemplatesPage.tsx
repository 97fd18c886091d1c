import * as Tooltip from '@radix-ui/react-tooltip';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CatalogConfigSummary } from '../../../../domain/template.ts';
import { useTemplateList } from '../../api/catalog-config.ts';
import { PlusIcon } from '../../components/icons.tsx';
import { DuplicateConfigDialog } from '../../components/templates/DuplicateConfigDialog.tsx';
import { FromChannelDialog } from '../../components/templates/FromChannelDialog.tsx';
import { StatusPanel } from '../../components/ui/StatusPanel.tsx';
import { TemplateRow } from './TemplateRow.tsx';
import '../../components/templates/templates.css';

/** /catalog-templates (docs/product.md Template list). */
export function CatalogTemplatesPage() {
  const { t } = useTranslation();
  const list = useTemplateList({ message: t('templates.list.loadFailed'), id: 'templates-load-failed', retryLabel: t('templates.list.retry') });
  const [duplicating, setDuplicating] = useState<CatalogConfigSummary | null>(null);
  const [fromChannel, setFromChannel] = useState(false);
  const items = list.data;

  const createButtons = (
    <div className="templates-header-actions">
      <button type="button" className="button" onClick={() => setFromChannel(true)}>
        {t('templates.list.fromChannel')}
      </button>
      <Link href="/config-assistant" className="button button-primary">
        <PlusIcon />
        {t('templates.list.create')}
      </Link>
    </div>
  );

  let body: ReactNode;
  if (!items) {
    body = list.isError ? null : (
      <p className="templates-loading" role="status">
        {t('templates.list.loading')}
      </p>
    );
  } else if (items.length === 0) {
    // A plain title: a heading would compete with the page's own.
    body = (
      <StatusPanel title={t('templates.list.emptyTitle')} text={t('templates.list.empty')} heading="p">
        {createButtons}
      </StatusPanel>
    );
  } else {
    body = (
      <div className="card templates-table-wrap">
        <table className="templates-table">
          <thead>
            <tr>
              <th scope="col">{t('templates.list.columnName')}</th>
              <th scope="col">{t('templates.list.columnUpdated')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('templates.list.columnActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((template) => (
              <TemplateRow key={template.name} template={template} onDuplicate={() => setDuplicating(template)} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="page">
        <header className="page-header templates-header">
          <div>
            <h1 className="page-title">{t('templates.list.title')}</h1>
            <p className="page-subtitle">{t('templates.list.subtitle')}</p>
          </div>
          {items && items.length > 0 && createButtons}
        </header>
        {body}
        {duplicating && <DuplicateConfigDialog open onOpenChange={(open) => !open && setDuplicating(null)} source={duplicating} />}
        {fromChannel && <FromChannelDialog open onOpenChange={setFromChannel} />}
      </div>
    </Tooltip.Provider>
  );
}
