import { useTranslation } from 'react-i18next';
import { VALUE_LIST_SAMPLE, type ValueListValue } from '../../../../domain/value-list.ts';

/** The first values of an unsaved list (docs/product.md: 3) and how many there are. */
export function ValuesPreview({ values }: { values: readonly ValueListValue[] }) {
  const { t } = useTranslation();
  const shown = values.slice(0, VALUE_LIST_SAMPLE);
  return (
    <section className="vl-preview" aria-label={t('valueLists.preview')}>
      <h3 className="vl-preview-title">{t('valueLists.preview')}</h3>
      <p className="vl-hint">{t('valueLists.previewCount', { count: values.length, shown: shown.length })}</p>
      <ValuesTable values={shown} />
    </section>
  );
}

/** A code/label table. */
export function ValuesTable({ values, caption }: { values: readonly ValueListValue[]; caption?: string }) {
  const { t } = useTranslation();
  return (
    <table className="vl-table">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('valueLists.code')}</th>
          <th scope="col">{t('valueLists.label')}</th>
        </tr>
      </thead>
      <tbody>
        {values.map((value, index) => (
          // Codes may repeat within a list, so the position is part of the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are static for a given page
          <tr key={`${index}-${value.code}`}>
            <td>{value.code}</td>
            <td>{value.label}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
