import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Default when the file gives nothing" (COPY and EXTRACT): a fixed value, or a pattern whose
 * `{Column}` placeholders each row's cells fill (domain/mapping.ts CopyOptions.default_value).
 */
export function DefaultValueField({ value, hint, onChange }: { value: string | null | undefined; hint: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field fm-span-2">
      <label htmlFor={id}>{t('fieldMapper.panel.defaultValue')}</label>
      <input id={id} className="input" autoComplete="off" spellCheck={false} value={value ?? ''} aria-describedby={hintId} onChange={(event) => onChange(event.target.value)} />
      <p id={hintId} className="fm-note">
        {hint}
      </p>
    </div>
  );
}
