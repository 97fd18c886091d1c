import * as Popover from '@radix-ui/react-popover';
import { type RefObject, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ValueCell } from '../../../../domain/values.ts';
import { valueText } from './CellContent.tsx';
import { Entry, IssueList, ReasonEntry, SourceEntries } from './EvidenceEntries.tsx';
import { SourceMarker } from './SourceMarker.tsx';
import './evidence-popover.css';

/** What the popover anchors to: a cell's box, read again as the grid scrolls. */
export interface CellAnchor {
  getBoundingClientRect(): DOMRect;
  contextElement?: Element;
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
  /** Marks the value as reviewed (a value the run found, not yet accepted). */
  onAccept: () => void;
  accepting: boolean;
}

/** Where a value came from (column, value list, web page, assistant, the template's default, person) and why it failed, over its cell. */
export function EvidencePopover({ open, anchor, field, product, cell, pending, canEdit, templateName, notInTemplate = false, onClose, onEdit, onAccept, accepting }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const outside = useRef(false);
  const text = valueText(cell ?? undefined);
  const status = pending ? t('review.grid.pending') : cell ? t(`review.cellStatus.${cell.status}`) : t('review.cellStatus.empty');
  const canAccept = canEdit && cell?.status === 'ok' && cell.source !== null && !cell.source.reviewed;
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
                !cell?.reason && <Entry term={t('review.evidence.source')}>{notInTemplate ? t('review.evidence.notInTemplate') : t('review.evidence.noSource')}</Entry>
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
              {cell?.source?.reviewed && <Entry term={t('review.evidence.reviewed')}>{t('review.evidence.reviewedBy', { user: cell.source.reviewed.user, date: new Date(cell.source.reviewed.at).toLocaleString(i18n.language) })}</Entry>}
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
              {canAccept && (
                <button type="button" className="button button-small button-primary" disabled={accepting} onClick={onAccept}>
                  {t('review.evidence.accept')}
                </button>
              )}
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
