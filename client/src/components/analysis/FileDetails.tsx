import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../../domain/analysis.ts';
import { PRODUCTS_LIMIT } from '../../../../domain/files.ts';
import { shortFileName } from '../../lib/upload.ts';
import { AlertIcon } from '../icons.tsx';
import { PdfLayoutNotice } from './PdfLayoutNotice.tsx';
import { SampleProductsDialog } from './SampleProductsDialog.tsx';
import { SampleTable } from './SampleTable.tsx';
import { useAnalysisSentences } from './useAnalysisSentences.ts';
import './analysis.css';

interface Props {
  analysis: AnalysisResult;
  /** The name the file had on the user's computer. */
  fileName?: string | null;
  /** Heading level of the section titles, so the block fits the page around it (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The analysis screen (docs/product.md Template wizard step 0 "File Details"): the summary sentence, the
 * products-limit warning, how a PDF's layout was read, the data-quality sentence and the sample data, with the sample dialog.
 */
export function FileDetails({ analysis, fileName, headingLevel = 2 }: Props) {
  const { t } = useTranslation();
  const { summary, quality } = useAnalysisSentences(analysis);
  const [sampleOpen, setSampleOpen] = useState(false);
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows = analysis.products_sample ?? [];

  return (
    <div className="file-details">
      <section className="card file-details-card" aria-labelledby={`${id}-summary`}>
        <Heading id={`${id}-summary`} className="section-title">
          {t('analysis.title')}
        </Heading>
        {fileName && (
          <p className="file-details-name" title={fileName}>
            <span className="file-details-name-label">{t('analysis.fileName')}</span>
            <span className="file-details-name-value">{shortFileName(fileName)}</span>
          </p>
        )}
        <p className="file-details-summary">{summary}</p>
        {analysis.is_file_above_products_limit && (
          <p className="file-details-warning" role="alert">
            <AlertIcon />
            {t('analysis.aboveLimit', { limit: PRODUCTS_LIMIT })}
          </p>
        )}
        <PdfLayoutNotice layout={analysis.pdf_layout ?? null} productCount={analysis.nb_products_found} />
      </section>

      <section className="card file-details-card" aria-labelledby={`${id}-quality`}>
        <Heading id={`${id}-quality`} className="section-title">
          {t('analysis.qualityTitle')}
        </Heading>
        <p className="file-details-quality">{quality}</p>
      </section>

      <section className="card file-details-card" aria-labelledby={`${id}-sample`}>
        <div className="file-details-card-header">
          <Heading id={`${id}-sample`} className="section-title">
            {t('analysis.sampleTitle')}
          </Heading>
          <button type="button" className="button button-small" onClick={() => setSampleOpen(true)}>
            {t('analysis.seeSample')}
          </button>
        </div>
        {rows.length > 0 ? <SampleTable rows={rows} caption={t('analysis.sampleCaption', { count: rows.length })} /> : <p className="sample-empty">{t('analysis.noSample')}</p>}
      </section>

      <SampleProductsDialog open={sampleOpen} onOpenChange={setSampleOpen} rows={rows} />
    </div>
  );
}
