import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { CatalogConfigSummary } from '../../../../domain/template.ts';
import { AlertIcon } from '../../components/icons.tsx';
import { TRY_SAMPLE_SIZE } from '../../lib/catalogs.ts';
import { formatUpdatedAt } from '../../lib/templates.ts';

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

/**
 * One template: its name (a link to edit it), when it changed, and Edit, Duplicate, Try on 10 products
 * and Start. Both of the last open /catalog/new with the template chosen; Try also asks it (`?try=1`)
 * to offer the try-on first, once a file is chosen.
 */
export function TemplateRow({ template, onDuplicate }: { template: CatalogConfigSummary; onDuplicate: () => void }) {
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
      <td className="templates-date">{template.updated_at ? formatUpdatedAt(template.updated_at, i18n.language) : t('templates.list.never')}</td>
      <td>
        <div className="templates-actions">
          <Link href={`/catalog-templates/edit/${encodeURIComponent(template.name)}`} className="button button-small" aria-label={t('templates.list.editLabel', { label: template.label })}>
            {t('templates.list.edit')}
          </Link>
          <button type="button" className="button button-small" aria-label={t('templates.list.duplicateLabel', { label: template.label })} onClick={onDuplicate}>
            {t('templates.list.duplicate')}
          </button>
          <button type="button" className="button button-small" aria-label={t('templates.list.tryOnLabel', { label: template.label, count: TRY_SAMPLE_SIZE })} onClick={() => navigate('/catalog/new?try=1', { state: { selectedConfig: template.name } })}>
            {t('templates.list.tryOn', { count: TRY_SAMPLE_SIZE })}
          </button>
          <button type="button" className="button button-small button-primary" aria-label={t('templates.list.startLabel', { label: template.label })} onClick={() => navigate('/catalog/new', { state: { selectedConfig: template.name } })}>
            {t('templates.list.start')}
          </button>
        </div>
      </td>
    </tr>
  );
}
