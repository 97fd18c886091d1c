import * as Popover from '@radix-ui/react-popover';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CellReason } from '../../../../domain/cell-reasons.ts';
import type { CellIssue, ValueCell, ValueSource } from '../../../../domain/values.ts';
import { fullDateTime } from '../../lib/catalogs.ts';
import { fixedInTemplate } from '../../lib/review.ts';
import { IssueMarker, valueText } from './GridCells.tsx';
import { SourceMarker } from './SourceMarker.tsx';
import { useReasonText } from './useReasonText.ts';

/** What the popover anchors to: a cell's box, read again as the grid scrolls. */
export interface CellAnchor {
  getBoundingClientRect(): DOMRect;
  contextElement?: Element;
}

/** A link only for a web address: anything else is shown as text. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The column a value was read from; a variant's value read from its product's row says so. */
function ColumnEntry({ source }: { source: Extract<ValueSource, { kind: 'column' | 'value_list' }> }) {
  const { t } = useTranslation();
  return (
    <Entry term={t('review.evidence.column')}>
      {source.column}
      {source.from_product && <span className="review-evidence-from-product"> {t('review.evidence.fromProduct')}</span>}
    </Entry>
  );
}

/** The evidence of one source kind, as term/description pairs. */
function SourceEntries({ source }: { source: ValueSource }) {
  const { t, i18n } = useTranslation();
  switch (source.kind) {
    case 'column':
      return <ColumnEntry source={source} />;
    case 'value_list':
      return (
        <>
          <Entry term={t('review.evidence.list')}>{source.list}</Entry>
          <Entry term={t('review.evidence.code')}>{source.code}</Entry>
          <Entry term={t('review.evidence.itemLabel')}>{source.label}</Entry>
          <ColumnEntry source={source} />
        </>
      );
    case 'web': {
      const href = safeUrl(source.url);
      return (
        <>
          <Entry term={t('review.evidence.page')}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className="review-evidence-link">
                {source.url}
                <span className="visually-hidden"> {t('review.evidence.newTab')}</span>
              </a>
            ) : (
              source.url
            )}
          </Entry>
          <Entry term={t('review.evidence.quote')}>
            <blockquote className="review-evidence-quote">{source.quote}</blockquote>
          </Entry>
        </>
      );
    }
    case 'generated':
      return (
        <>
          <Entry term={t('review.evidence.provider')}>{source.provider}</Entry>
          <Entry term={t('review.evidence.model')}>{source.model ?? t('review.evidence.defaultModel')}</Entry>
        </>
      );
    case 'default':
      return (
        <Entry term={t('review.evidence.defaultValue')}>
          <code className="review-evidence-default">{source.value}</code>
        </Entry>
      );
    case 'manual': {
      const date = new Date(source.at);
      return (
        <>
          <Entry term={t('review.evidence.user')}>{source.user}</Entry>
          <Entry term={t('review.evidence.date')}>
            {Number.isNaN(date.getTime()) ? source.at : <time dateTime={source.at}>{fullDateTime(source.at, i18n.language)}</time>}
          </Entry>
        </>
      );
    }
  }
}

/** What the run's channel says of the value: each issue's rule and message in the user's language (in English for cells checked before messages were named). */
function IssueList({ issues }: { issues: readonly CellIssue[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="review-evidence-issues">
      {issues.map((issue, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a cell's issues are a fixed list, never reordered
        <li key={index} className={`review-evidence-issue review-evidence-issue-${issue.severity}`}>
          <span className="review-evidence-issue-head">
            <IssueMarker severity={issue.severity} name={t(`review.issue.${issue.severity}`)} />
            <strong>{i18n.exists(`review.issue.codes.${issue.code}`) ? t(`review.issue.codes.${issue.code}`) : issue.code}</strong>
          </span>
          {issue.says && i18n.exists(`review.issue.messages.${issue.says.key}`) ? (
            <span>{t(`review.issue.messages.${issue.says.key}`, issue.says.params)}</span>
          ) : (
            <span lang="en">{issue.message}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Why the cell is empty or failed, in a sentence, with the way to the template when the fix is made there. */
function ReasonEntry({ reason, failed, templateName }: { reason: CellReason; failed: boolean; templateName: string | undefined }) {
  const { t } = useTranslation();
  const { sentence } = useReasonText();
  return (
    <Entry term={failed ? t('review.evidence.error') : t('review.evidence.why')}>
      <span className={failed ? 'review-evidence-error' : undefined}>{sentence(reason)}</span>
      {templateName && fixedInTemplate(reason.says.key) && (
        <>
          {' '}
          <Link href={`/catalog-templates/edit/${encodeURIComponent(templateName)}`} className="review-evidence-link">
            {t('review.evidence.openTemplate')}
          </Link>
        </>
      )}
    </Entry>
  );
}

interface Props {
  open: boolean;
  anchor: RefObject<CellAnchor | null>;
  field: string;
  product: string;
  /** Null while the product is pending. */
  cell: ValueCell | null;
  pending: boolean;
  /** Editing is offered (the run is done and the product has its values). */
  canEdit: boolean;
  /** The run's template, where some reasons are fixed; unknown while the run's view loads. */
  templateName?: string;
  /** The cell's column is one the run's channel requires that the template lacks: it has no source to tell. */
  notInTemplate?: boolean;
  /** `restoreFocus`: Escape or the close button (the focus goes back to the cell), not a click elsewhere. */
  onClose: (restoreFocus: boolean) => void;
  onEdit: () => void;
}

/** Where a value came from (column, value list, web page, assistant, the template's default, person) and why it failed, over its cell. */
export function EvidencePopover({ open, anchor, field, product, cell, pending, canEdit, templateName, notInTemplate = false, onClose, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const outside = useRef(false);
  const text = valueText(cell ?? undefined);
  const status = pending ? t('review.grid.pending') : cell ? t(`review.cellStatus.${cell.status}`) : t('review.cellStatus.empty');
  const errorText = cell?.error ? (i18n.exists(`errors.${cell.error}`) ? t(`errors.${cell.error}`) : t('review.evidence.unknownError', { code: cell.error })) : null;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose(!outside.current);
      }}
    >
      <Popover.Anchor virtualRef={anchor as RefObject<CellAnchor>} />
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          className="review-evidence"
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          hideWhenDetached
          aria-labelledby={titleId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            outside.current = false;
            contentRef.current?.focus();
          }}
          // The grid puts the focus back itself (or leaves it where the click went).
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={() => {
            outside.current = true;
          }}
        >
          <header className="review-evidence-head">
            <div>
              <h2 id={titleId} className="review-evidence-title">
                {field}
              </h2>
              <p className="review-evidence-product">{product}</p>
            </div>
            <Popover.Close className="icon-button review-evidence-close" aria-label={t('review.evidence.close')}>
              <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Popover.Close>
          </header>
          {pending ? (
            <p className="review-evidence-note">{t('review.evidence.pending')}</p>
          ) : (
            <dl className="review-evidence-list">
              <Entry term={t('review.evidence.value')}>{text === '' ? <span className="review-muted">{t('review.cellStatus.empty')}</span> : text}</Entry>
              {cell?.channel_value !== undefined && cell.channel_value !== null && <Entry term={t('review.evidence.channelValue')}>{String(cell.channel_value)}</Entry>}
              <Entry term={t('review.evidence.status')}>{status}</Entry>
              {cell?.source ? (
                <Entry term={t('review.evidence.source')}>
                  <span className="review-evidence-kind">
                    <SourceMarker kind={cell.source.kind} cached={Boolean(cell.source.cached_from)} />
                    <span aria-hidden="true">{t(`review.source.${cell.source.kind}`)}</span>
                  </span>
                </Entry>
              ) : (
                !cell?.reason && (
                  <Entry term={t('review.evidence.source')}>{notInTemplate ? t('review.evidence.notInTemplate') : t('review.evidence.noSource')}</Entry>
                )
              )}
              {cell?.source && <SourceEntries source={cell.source} />}
              {cell?.source?.cached_from && (
                <Entry term={t('review.evidence.origin')}>
                  <span className="review-evidence-reused">
                    {t('review.evidence.reused')}{' '}
                    <Link href={`/catalogs/${encodeURIComponent(cell.source.cached_from)}`} className="review-evidence-link">
                      {t('review.evidence.reusedLink')}
                    </Link>
                  </span>
                </Entry>
              )}
              {cell?.issues && cell.issues.length > 0 && (
                <Entry term={t('review.evidence.issues')}>
                  <IssueList issues={cell.issues} />
                </Entry>
              )}
              {cell?.reason && <ReasonEntry reason={cell.reason} failed={cell.status === 'failed'} templateName={templateName} />}
              {errorText && !cell?.reason && (
                <Entry term={t('review.evidence.error')}>
                  <span className="review-evidence-error">{errorText}</span>
                </Entry>
              )}
            </dl>
          )}
          {canEdit && (
            <div className="review-evidence-actions">
              <button type="button" className="button button-small" onClick={onEdit}>
                {t('review.evidence.edit')}
              </button>
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
