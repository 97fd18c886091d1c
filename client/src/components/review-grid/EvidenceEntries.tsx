import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CellReason } from '../../../../domain/cell-reasons.ts';
import type { CellIssue, ValueSource } from '../../../../domain/values.ts';
import { fullDateTime } from '../../lib/catalogs.ts';
import { fixedInTemplate } from '../../lib/review.ts';
import { IssueMarker } from './CellMarkers.tsx';
import { useReasonText } from './useReasonText.ts';

/** A link only for a web address: anything else is shown as text. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The column a value was read from, and the words of its name or description that say it; a variant's value read from its product's row says so. */
function ColumnEntry({ source }: { source: Extract<ValueSource, { kind: 'column' | 'value_list' }> }) {
  const { t } = useTranslation();
  return (
    <>
      <Entry term={t('review.evidence.column')}>
        {source.column}
        {source.from_product && <span className="review-evidence-from-product"> {t('review.evidence.fromProduct')}</span>}
      </Entry>
      {source.read && (
        <Entry term={t(`review.evidence.readIn.${source.read.in}`)}>
          <q className="review-evidence-read">{source.read.span}</q>
        </Entry>
      )}
    </>
  );
}

/** The evidence of one source kind, as term/description pairs. */
export function SourceEntries({ source }: { source: ValueSource }) {
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
          <Entry term={t('review.evidence.date')}>{Number.isNaN(date.getTime()) ? source.at : <time dateTime={source.at}>{fullDateTime(source.at, i18n.language)}</time>}</Entry>
        </>
      );
    }
  }
}

/** What the run's channel says of the value: each issue's rule and message in the user's language (in English for cells checked before messages were named). */
export function IssueList({ issues }: { issues: readonly CellIssue[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="stack-list">
      {issues.map((issue, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a cell's issues are a fixed list, never reordered
        <li key={index} className={`review-evidence-issue review-evidence-issue-${issue.severity}`}>
          <span className="review-evidence-issue-head">
            <IssueMarker severity={issue.severity} name={t(`review.issue.${issue.severity}`)} />
            <strong>{i18n.exists(`review.issue.codes.${issue.code}`) ? t(`review.issue.codes.${issue.code}`) : issue.code}</strong>
          </span>
          {issue.says && i18n.exists(`review.issue.messages.${issue.says.key}`) ? <span>{t(`review.issue.messages.${issue.says.key}`, issue.says.params)}</span> : <span lang="en">{issue.message}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Why the cell is empty or failed, in a sentence, with the way to the template when the fix is made there. */
export function ReasonEntry({ reason, failed, templateName }: { reason: CellReason; failed: boolean; templateName: string | undefined }) {
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
