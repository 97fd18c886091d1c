import { useTranslation } from 'react-i18next';
import type { ExtractReads } from '../../../../domain/analysis.ts';
import type { KeyedEntry, KeyedExtract } from '../../../../domain/mapping.ts';
import { type ReadPart, readParts } from './reads.ts';

/** 'Reads: Weight (12 products), the web (3 products)', or null when nothing is known yet. */
export function useReadsText(): (entry: KeyedExtract, reads: ExtractReads | undefined, webSearch: boolean) => string | null {
  const { t } = useTranslation();
  const partText = (part: ReadPart): string => {
    if (part.kind !== 'column') return t(`fieldMapper.reads.${part.kind}`, { count: part.products });
    return part.products === null ? part.column : t('fieldMapper.reads.column', { column: part.column, count: part.products });
  };
  return (entry, reads, webSearch) => {
    const parts = readParts(entry, reads, webSearch);
    return parts.length > 0 ? t('fieldMapper.reads.summary', { parts: parts.map(partText).join(', ') }) : null;
  };
}

interface Props {
  entry: KeyedEntry;
  /** What the row reads on the analysed file, for an EXTRACT. */
  reads: ExtractReads | undefined;
  webSearch: boolean;
}

/** Under a row's name: the column a COPY copies (or that it has none), what an EXTRACT reads. */
export function RowSource({ entry, reads, webSearch }: Props) {
  const { t } = useTranslation();
  const readsText = useReadsText();
  let text: string | null = null;
  let warning = false;
  if (entry.batch_action === 'COPY') {
    if (entry.field !== '') text = t('fieldMapper.copies', { column: entry.field });
    else if (entry.default_value) text = t('fieldMapper.copiesDefault', { value: entry.default_value });
    else {
      text = t('fieldMapper.copiesNothing');
      warning = true;
    }
  } else if (entry.batch_action === 'EXTRACT') {
    text = readsText(entry, reads, webSearch);
  }
  if (text === null) return null;
  return (
    <span className={`fm-row-source${warning ? ' fm-row-source-warning' : ''}`} title={text}>
      {text}
    </span>
  );
}
