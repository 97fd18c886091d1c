import { useTranslation } from 'react-i18next';
import type { BatchResult, ResultRole } from '../../../../domain/batch.ts';
import { type ResultKind, resultKind, resultRole } from '../../lib/catalogs.ts';

const FILE_COLOURS: Record<ResultKind, string> = {
  csv: 'catalog-file-csv',
  tsv: 'catalog-file-tsv',
  xlsx: 'catalog-file-xlsx',
  pdf: 'catalog-file-pdf',
  other: 'catalog-file-other',
};

/** What is drawn on the page for each role: lines of products, a book, a shop's bag, a checklist. */
const ROLE_MARKS: Record<ResultRole, string> = {
  products: 'M6 10h8M6 13h8M6 16h5',
  catalogue: 'M6 10h8M6 13h4M6 16h6',
  channel: 'M6.5 11h7l-.8 6h-5.4zM8.5 11V9.5a1.5 1.5 0 0 1 3 0V11',
  validation: 'M6 11l1.2 1.2L9.5 10M6 15.5l1.2 1.2L9.5 14.5M11 11.5h3M11 16h3',
};

/** A page with a folded corner, the mark of what the file is for, and its format written on it. */
function FileIcon({ kind, role }: { kind: ResultKind; role: ResultRole }) {
  const { t } = useTranslation();
  return (
    <span className={`catalog-file ${FILE_COLOURS[kind]}`} aria-hidden="true">
      <svg aria-hidden="true" width={20} height={24} viewBox="0 0 20 24" fill="none" stroke="currentColor" strokeWidth={1.5}>
        <path d="M3 1.5h9l5 5v16H3z" strokeLinejoin="round" />
        <path d="M12 1.5v5h5" strokeLinejoin="round" />
        <path d={ROLE_MARKS[role]} strokeWidth={1.2} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="catalog-file-kind">{t(`catalogs.fileKind.${kind}`)}</span>
    </span>
  );
}

interface Props {
  result: BatchResult;
  /** The run's channels: a channel's file is named after its channel. */
  channels: readonly { id: string; name: string }[];
  onDownload: (name: string) => void;
}

/** One of a run's files: its icon and what it is for ('Products', 'Shopify', 'Report'), a click downloads it. */
export function ResultButton({ result, channels, onDownload }: Props) {
  const { t } = useTranslation();
  const role = resultRole(
    result,
    channels.map((channel) => channel.id),
  );
  const channel = role === 'channel' || role === 'validation' ? channels.find((known) => result.name.includes(`-${known.id}`)) : undefined;
  const label = role === 'channel' && channel ? channel.name : t(`catalogs.resultRole.${role}`);
  return (
    <button type="button" className={`catalog-result catalog-result-${role}`} title={`${label} — ${result.name}`} onClick={() => onDownload(result.name)}>
      {/* Named by its content, not aria-label: the name ('Download Products: x.csv') holds the label people see. */}
      <FileIcon kind={resultKind(result)} role={role} />
      <span className="catalog-result-label" aria-hidden="true">
        {label}
      </span>
      <span className="visually-hidden">{t('catalogs.downloadLabel', { kind: label, name: result.name })}</span>
    </button>
  );
}
