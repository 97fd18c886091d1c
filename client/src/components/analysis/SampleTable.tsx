import { useTranslation } from 'react-i18next';
import { cellText, sampleColumns } from '../../lib/analysis.ts';
import './analysis.css';

interface Props {
  rows: readonly Record<string, unknown>[];
  /** Names the table; shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
}

/**
 * The sample rows as a plain table with column headers. Wide samples scroll sideways inside their
 * box, which is focusable so keyboard users can scroll it too.
 */
export function SampleTable({ rows, caption, hideCaption = false }: Props) {
  const { t } = useTranslation();
  const columns = sampleColumns(rows);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="sample-scroll" tabIndex={0} aria-label={t('analysis.sampleRegion')}>
      <table className="sample-table">
        <caption className={hideCaption ? 'visually-hidden' : 'sample-caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Sample rows have no identity of their own: their position is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are read-only and never reordered
            <tr key={index}>
              {columns.map((column) => {
                const text = cellText(row[column]);
                return (
                  <td key={column} title={text.length > 40 ? text : undefined}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
