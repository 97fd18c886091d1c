import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../../domain/analysis.ts';
import { delimiterDisplay, fileTypeLabel, qualityCounts, qualityVariant } from '../../lib/analysis.ts';
import { useSizeText } from '../../lib/useSizeText.ts';

/** The File Details sentences of docs/product.md (wizard step 0), in the display language. */
export function useAnalysisSentences(analysis: AnalysisResult): { summary: string; quality: string } {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;

  const sizeText = useSizeText()(analysis.file_size);
  const base = { count: analysis.nb_products_found, type: fileTypeLabel(analysis.file_type), size: sizeText };
  const delimiter = analysis.file_type === 'csv' ? delimiterDisplay(analysis.delimiter) : null;
  const summary = delimiter
    ? t('analysis.summaryDelimited', {
        ...base,
        delimiter: 'name' in delimiter ? t(`analysis.delimiters.${delimiter.name}`) : t('analysis.delimiters.literal', { char: delimiter.literal }),
      })
    : t('analysis.summary', base);
  const variants = analysis.nb_variants_found ?? 0;
  const withVariants = variants > 0 ? `${summary} ${t('analysis.variants', { count: variants })}` : summary;

  const counts = qualityCounts(analysis.about_products?.current_completeness);
  const variant = qualityVariant(counts);
  let quality: string;
  if (variant === 'none') quality = t('analysis.quality.none');
  else if (variant === 'mixed') {
    const parts = (['complete', 'partial', 'empty'] as const).filter((state) => counts[state] > 0).map((state) => t(`analysis.quality.${state}`, { count: counts[state] }));
    const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
    quality = t('analysis.quality.mixed', { total: counts.total, list });
  } else quality = t(`analysis.quality.${variant}`, { count: counts.total });

  return { summary: withVariants, quality };
}
