import * as Tooltip from '@radix-ui/react-tooltip';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { CatalogConfigSummary } from '../../../../domain/template.ts';
import { AlertIcon, PlusIcon } from '../../components/icons.tsx';
import '../../components/StatusPanel.css';
import { DuplicateConfigDialog } from '../../components/templates/DuplicateConfigDialog.tsx';
import { formatUpdatedAt } from '../../lib/templates.ts';
import { useTemplatesList } from '../../lib/useTemplatesList.ts';
import { loadTemplates } from '../../state/templates.ts';
import '../../components/templates/templates.css';

function IncompleteWarning() {
  const { t } = useTranslation();
  const text = t('templates.list.incomplete');
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users get the tooltip too */}
        <span className="template-warning" role="img" aria-label={text} tabIndex={0}>
          <AlertIcon />
        </span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" sideOffset={4}>
          {text}
          <Tooltip.Arrow className="tooltip-arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

function TemplateRow({ template, onDuplicate }: { template: CatalogConfigSummary; onDuplicate: () => void }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <tr>
      <th scope="row" className="templates-name">
        <span className="templates-name-inner">
          <Link href={`/catalog-templates/edit/${encodeURIComponent(template.name)}`} className="templates-name-link">
            {template.label}
          </Link>
          {template.incomplete && <IncompleteWarning />}
        </span>
      </th>
      <td className="templates-date">
        {template.updated_at ? formatUpdatedAt(template.updated_at, i18n.language) : t('templates.list.never')}
      </td>
      <td>
        <div className="templates-actions">
          <Link
            href={`/catalog-templates/edit/${encodeURIComponent(template.name)}`}
            className="button button-small"
            aria-label={t('templates.list.editLabel', { label: template.label })}
          >
            {t('templates.list.edit')}
          </Link>
          <button
            type="button"
            className="button button-small"
            aria-label={t('templates.list.duplicateLabel', { label: template.label })}
            onClick={onDuplicate}
          >
            {t('templates.list.duplicate')}
          </button>
          <button
            type="button"
            className="button button-small button-primary"
            aria-label={t('templates.list.startLabel', { label: template.label })}
            onClick={() => navigate('/catalog/new', { state: { selectedConfig: template.name } })}
          >
            {t('templates.list.start')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** /catalog-templates (docs/product.md Template list). */
export function CatalogTemplatesPage() {
  const { t } = useTranslation();
  const list = useTemplatesList('templates-load-failed', 'templates.list.loadFailed', 'templates.list.retry');
  const [duplicating, setDuplicating] = useState<CatalogConfigSummary | null>(null);
  const items = 'items' in list ? list.items : undefined;

  const createButton = (
    <Link href="/config-assistant" className="button button-primary">
      <PlusIcon />
      {t('templates.list.create')}
    </Link>
  );

  let body: ReactNode;
  if (!items) {
    body =
      list.status === 'error' ? null : (
        <p className="templates-loading" role="status">
          {t('templates.list.loading')}
        </p>
      );
  } else if (items.length === 0) {
    // Not a StatusPanel: its heading would compete with the page's own title.
    body = (
      <section className="status-panel" aria-labelledby="templates-empty">
        <p id="templates-empty" className="status-panel-title">
          {t('templates.list.emptyTitle')}
        </p>
        <p className="status-panel-text">{t('templates.list.empty')}</p>
        {createButton}
      </section>
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
          {items && items.length > 0 && createButton}
        </header>
        {body}
        {duplicating && (
          <DuplicateConfigDialog
            open
            onOpenChange={(open) => !open && setDuplicating(null)}
            source={duplicating}
            onDuplicated={() => void loadTemplates()}
          />
        )}
      </div>
    </Tooltip.Provider>
  );
}
