import { useTranslation } from 'react-i18next';
import { VALUE_LIST_NAME_MAX, type ValueListFormCheck } from '../../../../domain/value-list.ts';
import { Field } from '../ui/Field.tsx';

/**
 * What is wrong with a list's name: a missing one only once the field was left or a save tried, a taken
 * one also when the server said so (409) for the name as it still is.
 */
export function useValueListNameError(check: Pick<ValueListFormCheck, 'name'>, name: string, { touched, attempted, takenByServer }: { touched: boolean; attempted: boolean; takenByServer: string | null }): { error: string | null; taken: boolean } {
  const { t } = useTranslation();
  const taken = check.name === 'taken' || (takenByServer !== null && takenByServer === name.trim().toLowerCase());
  let error: string | null = null;
  if (check.name === 'required' && (touched || attempted)) error = attempted ? t('valueLists.nameMissing') : t('valueLists.nameRequired');
  else if (check.name === 'tooLong') error = t('valueLists.nameTooLong', { max: VALUE_LIST_NAME_MAX });
  else if (taken) error = t('valueLists.nameTaken');
  return { error, taken };
}

interface Props {
  value: string;
  onChange: (name: string) => void;
  onBlur: () => void;
  error: string | null;
  maxLength?: number;
}

/** The list's name, with what is wrong with it. */
export function ValueListNameField({ value, onChange, onBlur, error, maxLength }: Props) {
  const { t } = useTranslation();
  return (
    <Field label={t('valueLists.name')} error={error} errorClassName="vl-error">
      {(control) => <input {...control} className="input" value={value} placeholder={t('valueLists.namePlaceholder')} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />}
    </Field>
  );
}
