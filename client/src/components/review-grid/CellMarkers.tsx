import type { CellIssue, SourceKind, ValueCell } from '../../../../domain/values.ts';
import './cell-markers.css';

/** A short letter in a badge saying where a value came from, named for assistive technology (a dot: reused from an earlier run). */
export function SourceBadge({ kind, name, letter, cached = false }: { kind: SourceKind; name: string; letter: string; cached?: boolean }) {
  return (
    <span className={`review-source review-source-${kind}${cached ? ' review-source-cached' : ''}`} role="img" aria-label={name} title={name}>
      {letter}
    </span>
  );
}

/** The worst severity among a cell's issues, or null when it has none. */
export function issueSeverity(cell: ValueCell | null | undefined): CellIssue['severity'] | null {
  const issues = cell?.issues ?? [];
  if (issues.length === 0) return null;
  return SEVERITIES.find((severity) => issues.some((issue) => issue.severity === severity)) ?? null;
}

/** Worst first. */
const SEVERITIES: readonly CellIssue['severity'][] = ['error', 'warning', 'check'];
const MARKS: Record<CellIssue['severity'], string> = { error: '!', warning: '~', check: '?' };

/** A cell's verdict: '!' its channel would refuse it, '~' a repair was made, '?' a text to read; named for assistive technology. */
export function IssueMarker({ severity, name }: { severity: CellIssue['severity']; name: string }) {
  return (
    <span className={`review-mark review-issue review-issue-${severity}`} role="img" aria-label={name} title={name}>
      {MARKS[severity]}
    </span>
  );
}

/** A value a user accepted as it is: a small check, named for assistive technology. */
export function ReviewedMarker({ name }: { name: string }) {
  return (
    <span className="review-reviewed" role="img" aria-label={name} title={name}>
      <svg width={12} height={12} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3} aria-hidden="true">
        <path d="m5 12 5 5 9-10" />
      </svg>
    </span>
  );
}

/** A variant's value that is its product's (the same on every variant): a small linked mark, named for assistive technology. */
export function SharedMarker({ name, tip }: { name: string; tip: string }) {
  return (
    <span className="review-shared" role="img" aria-label={name} title={tip}>
      <svg width={12} height={12} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
        <path d="M9 14 4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </svg>
    </span>
  );
}
