import { useTranslation } from 'react-i18next';
import type { PdfLayout } from '../../../../domain/files.ts';
import { AlertIcon } from '../icons.tsx';
import './analysis.css';

interface Props {
  /** How the PDF's layout was read; null for CSV and Excel files, then nothing shows. */
  layout: PdfLayout | null;
  productCount: number;
}

/** Section names listed in the sentence; more are cut with an ellipsis. */
const MAX_SECTIONS = 5;

/**
 * What was understood of a PDF price list, in plain words, and — when the reading is unsure — which
 * parts did not fit, so the user checks the rows before building a template or spending credits.
 */
export function PdfLayoutNotice({ layout, productCount }: Props) {
  const { t } = useTranslation();
  if (!layout) return null;

  const counted = layout.pages > 0 ? `${t('analysis.pdfLayout.products', { count: productCount })} ${t('analysis.pdfLayout.pages', { count: layout.pages })}` : t('analysis.pdfLayout.products', { count: productCount });
  const details = [counted];
  if (layout.name_column) details.push(t('analysis.pdfLayout.names', { column: layout.name_column }));
  if (layout.price_column) details.push(t('analysis.pdfLayout.prices', { column: layout.price_column }));
  if (layout.sections.length > 0) {
    const shown = layout.sections.slice(0, MAX_SECTIONS).join(', ');
    const names = layout.sections.length > MAX_SECTIONS ? `${shown}, …` : shown;
    details.push(t('analysis.pdfLayout.sections', { count: layout.sections.length, names }));
  }
  const read = t('analysis.pdfLayout.read', { details: details.join(', ') });

  let warning: string | null = null;
  if (!layout.sure) {
    const problems: string[] = [];
    if (layout.rows_without_name > 0) problems.push(t('analysis.pdfLayout.noName', { count: layout.rows_without_name }));
    if (!layout.price_column) problems.push(t('analysis.pdfLayout.noPriceColumn'));
    else if (layout.rows_without_price > 0) {
      problems.push(t('analysis.pdfLayout.noPrice', { count: layout.rows_without_price }));
    }
    for (const column of layout.mixed_columns) problems.push(t('analysis.pdfLayout.mixed', { column }));
    if (layout.fragments > 0) problems.push(t('analysis.pdfLayout.fragments', { count: layout.fragments }));
    const unsure = problems.length > 0 ? t('analysis.pdfLayout.unsure', { problems: problems.join(t('analysis.pdfLayout.separator')) }) : t('analysis.pdfLayout.unsureGeneric');
    warning = `${unsure} ${t('analysis.pdfLayout.advice')}`;
  }

  return (
    <div className="pdf-layout-notice">
      <p className="pdf-layout-read" role="status">
        {read}
      </p>
      {warning && (
        <p className="file-details-warning pdf-layout-warning" role="alert">
          <AlertIcon />
          {warning}
        </p>
      )}
    </div>
  );
}
