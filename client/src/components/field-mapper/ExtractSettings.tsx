import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTRACT_READS_SAMPLE, type ExtractReads } from '../../../../domain/analysis.ts';
import { type DecimalMark, EXTRACT_TYPES, type ExtractType, isNumericType, type KeyedExtract } from '../../../../domain/mapping.ts';
import { chooseValueList, setExtractType, type ValueListChoice, valueListChoiceOf } from '../../../../domain/mapping-edits.ts';
import { VALUE_LIST_SAMPLE, type ValueListSample, type ValueListSummary, type ValueListValue } from '../../../../domain/value-list.ts';
import { useCapabilities, useValueListSuggestions } from '../../api/assistant.ts';
import { useValueListSample } from '../../api/value-lists.ts';
import { DefaultValueField } from './DefaultValueField.tsx';
import { SOURCE_UNIT_SUGGESTIONS } from './open-questions.ts';
import { readColumnChoices } from './reads.ts';
import { textOrNull } from './rows.ts';
import { useReadsText } from './SourceText.tsx';
import { SuggestedInput } from './SuggestedInput.tsx';

export interface ExtractSettingsProps {
  name: string;
  draft: KeyedExtract;
  onDraft: (next: KeyedExtract) => void;
  /** The workspace's saved lists. */
  existingLists: readonly ValueListSummary[];
  /** Lists detected in the analysed file (kept with the template). */
  detectedLists: Readonly<Record<string, readonly ValueListValue[]>>;
  /** The workspace default for use_label (true when unset or unknown). */
  workspaceUseLabel: boolean;
  /** Opens the create-value-list dialog; without it there is no 'Create' button. */
  onCreateList?: () => void;
  /** The source columns a field can be pinned to. */
  columns: readonly string[];
  /** Whether the editor has an analysed file, on which `reads` is counted. */
  hasFile: boolean;
  /** What the draft reads on that file, once asked. */
  reads: ExtractReads | undefined;
}

function encodeChoice(choice: ValueListChoice): string {
  if (choice.kind === 'none') return 'none';
  return choice.kind === 'existing' ? `existing:${choice.id}` : `${choice.kind}:${choice.name}`;
}

function decodeChoice(value: string): ValueListChoice {
  const at = value.indexOf(':');
  const kind = at < 0 ? value : value.slice(0, at);
  const rest = at < 0 ? '' : value.slice(at + 1);
  if (kind === 'existing') return { kind, id: rest };
  if (kind === 'detected' || kind === 'new') return { kind, name: rest };
  return { kind: 'none' };
}

/**
 * The Extract form (docs/product.md): extra information, the default when the row gives nothing,
 * type, value list (none, saved, detected, created) with suggestions and a sample, expected unit,
 * the unit and decimal mark of the file's numbers when the file does not say, and the label flag.
 * The string-vs-numeric rules and the list choice are domain/mapping.ts's.
 */
export function ExtractSettings(props: ExtractSettingsProps) {
  const { t } = useTranslation();
  const base = useId();
  const ids = (key: string) => `${base}-${key}`;
  const { draft, onDraft, existingLists, detectedLists } = props;
  const [unitCleared, setUnitCleared] = useState(false);
  const capabilities = useCapabilities();
  const readsText = useReadsText();
  const numeric = isNumericType(draft.type);
  const choice = valueListChoiceOf(draft, detectedLists as Record<string, unknown>);
  const choiceValue = encodeChoice(choice);

  // A list the row names that is not offered (deleted, or kept with the template under a name the file
  // no longer has) stays shown as chosen.
  const orphan = choice.kind === 'new' || (choice.kind === 'existing' && !existingLists.some((list) => list.id === choice.id));

  const listNames = useMemo(() => [...new Set([...existingLists.map((list) => list.name), ...Object.keys(detectedLists)])], [existingLists, detectedLists]);

  const suggestions = useValueListSuggestions(props.name, draft.extra_info, listNames, !numeric);
  const [suggestionIndex, setSuggestionIndex] = useState(0);
  const suggestion = suggestions.length > 0 ? suggestions[suggestionIndex % suggestions.length] : null;

  const sample = useSample(choice, detectedLists);

  function choose(next: ValueListChoice) {
    onDraft(chooseValueList(draft, next, props.workspaceUseLabel));
    setUnitCleared(false);
  }

  function applySuggestion(listName: string) {
    const existing = existingLists.find((list) => list.name === listName);
    if (existing) choose({ kind: 'existing', id: existing.id });
    else if (listName in detectedLists) choose({ kind: 'detected', name: listName });
  }

  function changeType(type: ExtractType) {
    const result = setExtractType(draft, type);
    onDraft(result.entry);
    setUnitCleared(result.unitCleared);
  }

  return (
    <div className="fm-form-grid">
      {capabilities && !capabilities.web_search && <p className="fm-note fm-span-2">{t('capabilities.fileOnly')}</p>}
      <ReadColumn {...props} summary={readsText(draft, props.reads, capabilities?.web_search ?? true)} />
      <div className="field fm-span-2">
        <label htmlFor={ids('extra')}>{t('fieldMapper.panel.extraInfo')}</label>
        <textarea id={ids('extra')} className="input fm-textarea" rows={2} value={draft.extra_info ?? ''} onChange={(event) => onDraft({ ...draft, extra_info: textOrNull(event.target.value) })} />
      </div>
      <DefaultValueField value={draft.default_value} hint={t('fieldMapper.panel.defaultHintExtract')} onChange={(value) => onDraft({ ...draft, default_value: textOrNull(value) })} />
      <div className="field">
        <label htmlFor={ids('type')}>{t('fieldMapper.panel.extractType')}</label>
        <select id={ids('type')} className="input select" value={draft.type ?? 'string'} onChange={(event) => changeType(event.target.value as ExtractType)}>
          {EXTRACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`fieldMapper.extractTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids('unit')}>{t('fieldMapper.panel.expectedUnit')}</label>
        <input id={ids('unit')} className="input" value={draft.expected_unit ?? ''} disabled={!numeric} aria-describedby={unitCleared ? ids('unit-note') : undefined} onChange={(event) => onDraft({ ...draft, expected_unit: textOrNull(event.target.value) })} />
        {unitCleared && (
          <p id={ids('unit-note')} className="fm-warning" role="status">
            {t('fieldMapper.panel.unitCleared')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids('source-unit')}>{t('fieldMapper.panel.sourceUnit')}</label>
        <SuggestedInput id={ids('source-unit')} value={draft.source_unit} suggestions={SOURCE_UNIT_SUGGESTIONS} disabled={!numeric} describedBy={ids('source-help')} onChange={(text) => onDraft({ ...draft, source_unit: textOrNull(text) })} />
      </div>
      <div className="field">
        <label htmlFor={ids('source-decimal')}>{t('fieldMapper.panel.sourceDecimal')}</label>
        <select id={ids('source-decimal')} className="input select" value={draft.source_decimal ?? ''} disabled={!numeric} aria-describedby={ids('source-help')} onChange={(event) => onDraft({ ...draft, source_decimal: (textOrNull(event.target.value) as DecimalMark | null) ?? null })}>
          <option value="">{t('fieldMapper.panel.notSet')}</option>
          <option value=".">{t('fieldMapper.panel.decimalPoint')}</option>
          <option value=",">{t('fieldMapper.panel.decimalComma')}</option>
        </select>
      </div>
      <p id={ids('source-help')} className="fm-note fm-span-2">
        {t('fieldMapper.panel.sourceHelp')}
      </p>
      <div className="field fm-span-2">
        <label htmlFor={ids('list')}>{t('fieldMapper.panel.valueList')}</label>
        <div className="fm-inline">
          <select id={ids('list')} className="input select fm-grow" value={numeric ? 'none' : choiceValue} disabled={numeric} aria-describedby={numeric ? ids('list-note') : undefined} onChange={(event) => choose(decodeChoice(event.target.value))}>
            <option value="none">{t('fieldMapper.panel.noValueList')}</option>
            {orphan && <option value={choiceValue}>{choice.kind === 'new' ? choice.name : t('fieldMapper.panel.unknownList')}</option>}
            {existingLists.length > 0 && (
              <optgroup label={t('fieldMapper.panel.existingLists')}>
                {existingLists.map((list) => (
                  <option key={list.id} value={`existing:${list.id}`}>
                    {list.name}
                  </option>
                ))}
              </optgroup>
            )}
            {Object.keys(detectedLists).length > 0 && (
              <optgroup label={t('fieldMapper.panel.detectedLists')}>
                {Object.keys(detectedLists).map((listName) => (
                  <option key={listName} value={`detected:${listName}`}>
                    {listName}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          {props.onCreateList && (
            <button type="button" className="button" disabled={numeric} onClick={props.onCreateList}>
              {t('fieldMapper.panel.createList')}
            </button>
          )}
        </div>
        {numeric && (
          <p id={ids('list-note')} className="fm-note">
            {t('fieldMapper.panel.noListsNumeric')}
          </p>
        )}
        {!numeric && suggestion && (
          <div className="fm-suggestion">
            <span className="fm-suggestion-label">{t('fieldMapper.panel.suggestion', { index: (suggestionIndex % suggestions.length) + 1, count: suggestions.length })}</span>
            <button type="button" className="button button-small" aria-label={t('fieldMapper.panel.applySuggestion', { name: suggestion })} onClick={() => applySuggestion(suggestion)}>
              {suggestion}
            </button>
            {suggestions.length > 1 && (
              <button type="button" className="button button-small button-ghost" onClick={() => setSuggestionIndex((index) => index + 1)}>
                {t('fieldMapper.panel.nextSuggestion')}
              </button>
            )}
          </div>
        )}
      </div>
      {!numeric && sample && (
        <div className="fm-sample fm-span-2">
          <table className="fm-sample-table">
            <caption>{t('fieldMapper.panel.sampleCaption', { name: sample.name, count: sample.count })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fieldMapper.panel.code')}</th>
                <th scope="col">{t('fieldMapper.panel.label')}</th>
              </tr>
            </thead>
            <tbody>
              {sample.values.map((value) => (
                <tr key={`${value.code}\u0000${value.label}`}>
                  <td>{value.code}</td>
                  <td>{value.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <label className="fm-check fm-span-2">
        <input type="checkbox" checked={draft.use_label === true} disabled={numeric || choice.kind === 'none'} onChange={(event) => onDraft({ ...draft, use_label: event.target.checked })} />
        {t('fieldMapper.panel.useLabel')}
      </label>
    </div>
  );
}

/**
 * 'Reads': the columns the field's meaning finds (null) or one column pinned, and what that reads on
 * the analysed file, with how many products each source gives.
 */
function ReadColumn({ draft, onDraft, columns, hasFile, reads, summary }: ExtractSettingsProps & { summary: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const sampled = reads !== undefined && reads.products >= EXTRACT_READS_SAMPLE ? t('fieldMapper.reads.sample', { count: reads.products }) : null;
  return (
    <div className="field fm-span-2">
      <label htmlFor={id}>{t('fieldMapper.reads.label')}</label>
      <select id={id} className="input select" value={draft.read_column ?? ''} aria-describedby={`${id}-summary ${id}-help`} onChange={(event) => onDraft({ ...draft, read_column: event.target.value === '' ? null : event.target.value })}>
        <option value="">{t('fieldMapper.reads.byMeaning')}</option>
        {readColumnChoices(columns, draft.read_column).map((column) => (
          <option key={column} value={column}>
            {column}
          </option>
        ))}
      </select>
      <p id={`${id}-summary`} className="fm-reads" role="status">
        {summary}
        {summary && sampled && ` ${sampled}`}
      </p>
      <p id={`${id}-help`} className="fm-note">
        {hasFile ? t('fieldMapper.reads.hint') : t('fieldMapper.reads.noFile')}
      </p>
    </div>
  );
}

/** The first values of the chosen list: fetched for a saved list, read locally for the others. */
function useSample(choice: ValueListChoice, detectedLists: ExtractSettingsProps['detectedLists']): ValueListSample | null {
  const remote = useValueListSample(choice.kind === 'existing' ? choice.id : null);
  const { error } = remote;
  useEffect(() => {
    if (error) console.warn('Value list sample failed', error);
  }, [error]);

  if (choice.kind === 'existing') return remote.data ?? null;
  if (choice.kind === 'none') return null;
  const values = detectedLists[choice.name];
  if (!values) return null;
  return { name: choice.name, count: values.length, values: values.slice(0, VALUE_LIST_SAMPLE) };
}
