import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfLayoutNotice } from '../../components/analysis/PdfLayoutNotice.tsx';
import { SampleProductsDialog } from '../../components/analysis/SampleProductsDialog.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { UploadStep } from '../../components/upload/UploadStep.tsx';
import { type ProcessedFile, shortFileName } from '../../lib/upload.ts';
import { EarlierUploads } from './EarlierUploads.tsx';

interface Props {
  file: ProcessedFile | null;
  aboveLimit: boolean;
  onAnalysed: (file: ProcessedFile) => void;
}

/** The product file: the analysed one with its sample, or the upload (which can go back to the kept file). */
export function FileSection({ file, aboveLimit, onAnalysed }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [uploading, setUploading] = useState(file === null);
  const [sampleOpen, setSampleOpen] = useState(false);

  const analysed = (processed: ProcessedFile) => {
    setUploading(false);
    onAnalysed(processed);
  };

  return (
    <section className="card catalog-new-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('catalogNew.fileTitle')}
      </h2>
      {file && !uploading ? (
        <div className="catalog-new-file">
          <p className="catalog-new-file-path">
            <span className="catalog-new-label">{t('catalogNew.selectedFile')}</span>
            <span title={file.originalName}>{shortFileName(file.originalName)}</span>
          </p>
          <p className="catalog-new-file-count">
            {t('catalogNew.productsFound', { count: file.result.nb_products_found })}
            {(file.result.nb_variants_found ?? 0) > 0 && ` ${t('catalogNew.variantsFound', { count: file.result.nb_variants_found })}`}
          </p>
          <PdfLayoutNotice layout={file.result.pdf_layout ?? null} productCount={file.result.nb_products_found} />
          <div className="catalog-new-file-links">
            <button type="button" className="link-button" onClick={() => setSampleOpen(true)}>
              {t('catalogNew.seeSample')}
            </button>
            <button type="button" className="link-button" onClick={() => setUploading(true)}>
              {t('catalogNew.uploadAnother')}
            </button>
          </div>
          {aboveLimit && (
            <p className="catalog-new-problem" role="alert">
              <AlertIcon />
              {t('errors.file_above_products_limit')}
            </p>
          )}
          <SampleProductsDialog open={sampleOpen} onOpenChange={setSampleOpen} rows={file.result.products_sample} />
        </div>
      ) : (
        <>
          <UploadStep purpose="batch" compact onAnalysed={analysed} />
          <EarlierUploads current={file?.storedName ?? null} onAnalysed={analysed} />
          {file && (
            <button type="button" className="link-button catalog-new-keep" onClick={() => setUploading(false)}>
              {t('catalogNew.keepFile', { name: shortFileName(file.originalName) })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
