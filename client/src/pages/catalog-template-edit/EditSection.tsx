import { type ReactNode, useId } from 'react';

/** One card of the template page, titled, with an optional introduction. */
export function EditSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card template-section" aria-labelledby={id}>
      <h2 id={id} className="template-section-title">
        {title}
      </h2>
      {intro && <p className="template-section-intro">{intro}</p>}
      {children}
    </section>
  );
}
