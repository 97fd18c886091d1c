import { type ReactNode, useEffect, useId, useRef } from 'react';
import './StatusPanel.css';

interface Props {
  title: string;
  text: string;
  children?: ReactNode;
  /** h1 for a screen of its own; h2 inside a page; p where a heading would compete with the page's title. */
  heading?: 'h1' | 'h2' | 'p';
  /** The title takes the focus when shown (a result the user has just reached). */
  focusTitle?: boolean;
  className?: string;
}

/** A calm centred panel for empty, not-yet-available, not-found and done states. */
export function StatusPanel({ title, text, children, heading: Heading = 'h1', focusTitle = false, className }: Props) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section className={`status-panel${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <Heading id={titleId} className="status-panel-title" ref={titleRef} tabIndex={focusTitle ? -1 : undefined}>
        {title}
      </Heading>
      <p className="status-panel-text">{text}</p>
      {children}
    </section>
  );
}
