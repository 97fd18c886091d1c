import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_FIELD_KEYS, type SourceFieldKey, type SourceFields } from '../../../../domain/files.ts';
import { ReadOnlySection } from '../ReadOnlySection.tsx';
import { CheckboxMenu } from '../ui/CheckboxMenu.tsx';
import './SourceFieldsEditor.css';
import { sourceFieldConditions, sourceFieldsValid } from '../../../../domain/source-fields.ts';

interface Props {
  value: SourceFields;
  onChange?: (next: SourceFields) => void;
  /** The file's known column names: the only choices offered. */
  columns: readonly string[];
  readOnly?: boolean;
}

const CONDITIONS = ['identifiers', 'name', 'brandAndModel'] as const;
const SOURCE_MENU_CLASSES = { trigger: 'button button-small source-row-trigger', menu: 'source-menu', item: 'source-menu-item', check: 'source-menu-check' };

function ValidityBadge({ valid }: { valid: boolean }) {
  const { t } = useTranslation();
  return <span className={`validity-badge ${valid ? 'validity-badge-valid' : 'validity-badge-invalid'}`}>{valid ? t('templates.sourceFields.valid') : t('templates.sourceFields.incomplete')}</span>;
}

function Conditions({ value }: { value: SourceFields }) {
  const { t } = useTranslation();
  const met = sourceFieldConditions(value);
  const titleId = useId();
  return (
    <section className="source-conditions" aria-labelledby={titleId}>
      <h4 id={titleId} className="source-conditions-title">
        {t('templates.sourceFields.conditionsTitle')}
      </h4>
      <ul className="source-conditions-list">
        {CONDITIONS.map((condition) => (
          <li key={condition} className={met[condition] ? 'source-condition-met' : 'source-condition-unmet'}>
            <span className="source-condition-mark" aria-hidden="true">
              {met[condition] ? '✓' : '○'}
            </span>
            {t(`templates.sourceFields.conditions.${condition}`)}
            <span className="visually-hidden">{met[condition] ? t('templates.sourceFields.met') : t('templates.sourceFields.unmet')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One source-field row: the chosen columns as removable chips and a menu of the known columns. */
function SourceFieldRow({ field, selected, columns, onChange }: { field: SourceFieldKey; selected: string[]; columns: readonly string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const label = t(`templates.sourceFields.fields.${field}`);
  const toggle = (column: string, on: boolean) => onChange(on ? [...selected, column] : selected.filter((name) => name !== column));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of chips and a menu button, not form controls a fieldset would group
    <div className="source-row" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="source-row-label">
        {label}
      </span>
      <div className="source-row-value">
        {selected.length === 0 && <span className="source-row-empty">{t('templates.sourceFields.none')}</span>}
        {selected.length > 0 && (
          <ul className="source-chips">
            {selected.map((column) => (
              <li key={column} className="source-chip">
                {column}
                <button type="button" className="source-chip-remove" aria-label={t('templates.sourceFields.remove', { column, field: label })} onClick={() => toggle(column, false)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <CheckboxMenu
          trigger={
            <>
              {t('templates.sourceFields.choose')}
              <span className="visually-hidden">{label}</span>
            </>
          }
          label={label}
          items={columns}
          checked={(column) => selected.includes(column)}
          onCheckedChange={toggle}
          disabled={columns.length === 0}
          classNames={SOURCE_MENU_CLASSES}
        />
      </div>
    </div>
  );
}

function ReadOnlyRows({ value }: { value: SourceFields }) {
  const { t } = useTranslation();
  return (
    <dl className="source-readonly">
      {SOURCE_FIELD_KEYS.map((field) => (
        <div key={field} className="source-readonly-row">
          <dt>{t(`templates.sourceFields.fields.${field}`)}</dt>
          <dd>{value[field].length > 0 ? value[field].join(', ') : t('templates.sourceFields.none')}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The source-fields editor (docs/product.md): which of the file's columns name, identify and describe a
 * product, with the validity badge and the three conditions. Choices are the known columns only.
 */
export function SourceFieldsEditor({ value, onChange, columns, readOnly = false }: Props) {
  const { t } = useTranslation();
  const valid = sourceFieldsValid(value);
  const infoId = useId();
  if (readOnly) {
    return (
      <ReadOnlySection title={t('templates.sourceFields.title')} summary={<ValidityBadge valid={valid} />}>
        <ReadOnlyRows value={value} />
        <Conditions value={value} />
      </ReadOnlySection>
    );
  }
  return (
    <div className="source-fields">
      <div className="source-fields-main">
        <div className="source-fields-head">
          <p className="source-fields-intro">{t('templates.sourceFields.intro')}</p>
          <ValidityBadge valid={valid} />
        </div>
        {SOURCE_FIELD_KEYS.map((field) => (
          <SourceFieldRow key={field} field={field} selected={value[field]} columns={columns} onChange={(next) => onChange?.({ ...value, [field]: next })} />
        ))}
        {columns.length === 0 && <p className="source-fields-note">{t('templates.sourceFields.noColumns')}</p>}
      </div>
      <aside className="source-fields-side">
        <section className="source-info" aria-labelledby={infoId}>
          <h4 id={infoId} className="source-info-title">
            {t('templates.sourceFields.infoTitle')}
          </h4>
          <p>{t('templates.sourceFields.infoText')}</p>
          <p>{t('templates.sourceFields.infoRule')}</p>
        </section>
        <Conditions value={value} />
      </aside>
    </div>
  );
}
