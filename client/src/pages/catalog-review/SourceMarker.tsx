import { useTranslation } from 'react-i18next';
import type { SourceKind } from '../../../../domain/values.ts';

/** A short letter in a badge saying where a value came from, named for assistive technology. */
export function SourceMarker({ kind }: { kind: SourceKind }) {
  const { t } = useTranslation();
  const name = t(`review.source.${kind}`);
  return (
    <span className={`review-source review-source-${kind}`} role="img" aria-label={name} title={name}>
      {t(`review.sourceLetter.${kind}`)}
    </span>
  );
}
