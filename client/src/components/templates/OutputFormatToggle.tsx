import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTPUT_FORMAT_CHOICES, type OutputFormatChoice } from '../../../../domain/template.ts';
import './OutputFormatToggle.css';

/** The output file format toggle (CSV, Excel or both; the PDF comes anyway) of the template editor and the config assistant. */
export function OutputFormatToggle({ value, onChange }: { value: OutputFormatChoice; onChange: (format: OutputFormatChoice) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="format-toggle">
      <legend className="format-toggle-legend">{t('templates.edit.outputFormat')}</legend>
      <div className="format-toggle-options">
        {OUTPUT_FORMAT_CHOICES.map((format) => (
          <label key={format} className={`format-toggle-option${value === format ? ' format-toggle-option-on' : ''}`}>
            <input type="radio" name={name} value={format} checked={value === format} onChange={() => onChange(format)} />
            {t(`templates.edit.formats.${format}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
