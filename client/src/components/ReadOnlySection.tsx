import type { ReactNode } from 'react';
import './ReadOnlySection.css';

interface Props {
  title: ReactNode;
  /** A short summary shown beside the title while collapsed and open (counts, a badge). */
  summary?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** The collapsible frame of the editors' read-only versions (native disclosure: keyboard and readers for free). */
export function ReadOnlySection({ title, summary, defaultOpen = false, children }: Props) {
  return (
    <details className="readonly-section" open={defaultOpen || undefined}>
      <summary className="readonly-section-summary">
        <span className="readonly-section-title">{title}</span>
        {summary && <span className="readonly-section-extra">{summary}</span>}
      </summary>
      <div className="readonly-section-body">{children}</div>
    </details>
  );
}
