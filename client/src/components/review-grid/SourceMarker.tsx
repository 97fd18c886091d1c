import { useTranslation } from 'react-i18next';
import type { SourceKind } from '../../../../domain/values.ts';
import { SourceBadge } from './CellMarkers.tsx';

/**
 * A short letter in a badge saying where a value came from, named for assistive technology; a value
 * reused from an earlier run says so too (and its badge carries a dot).
 */
export function SourceMarker({ kind, cached = false }: { kind: SourceKind; cached?: boolean }) {
  const { t } = useTranslation();
  const source = t(`review.source.${kind}`);
  const name = cached ? t('review.sourceReused', { source }) : source;
  return <SourceBadge kind={kind} name={name} letter={t(`review.sourceLetter.${kind}`)} cached={cached} />;
}
