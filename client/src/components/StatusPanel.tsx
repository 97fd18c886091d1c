import type { ReactNode } from 'react';
import './StatusPanel.css';

/** A calm centred panel for empty, not-yet-available and not-found states. */
export function StatusPanel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className="status-panel" aria-labelledby="status-panel-title">
      <h1 id="status-panel-title" className="status-panel-title">
        {title}
      </h1>
      <p className="status-panel-text">{text}</p>
      {children}
    </section>
  );
}
