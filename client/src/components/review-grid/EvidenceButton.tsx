import './evidence-button.css';

/**
 * The focused cell's way to its evidence with a mouse: a click on a cell only selects it (as in a
 * spreadsheet). Hidden from assistive technology and out of the tab order: Space does the same, and
 * the grid's click handler opens the evidence of the cell it is in.
 */
export function EvidenceButton({ name }: { name: string }) {
  return (
    <button
      type="button"
      className="review-evidence-open"
      data-evidence=""
      tabIndex={-1}
      aria-hidden="true"
      title={name}
      // The focus stays on the cell (the popover takes it when it opens).
      onMouseDown={(event) => event.preventDefault()}
    >
      <svg width={12} height={12} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.01" />
      </svg>
    </button>
  );
}
