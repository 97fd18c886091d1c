import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATIVITY_LEVELS, type Creativity } from '../../../../domain/generation.ts';
import { type KeyedCopy, type KeyedEntry, type KeyedExtract, type KeyedGenerate, wordsReversed } from '../../../../domain/mapping.ts';
import { pickSource } from '../../../../domain/mapping-edits.ts';
import { useCapabilities } from '../../api/assistant.ts';
import { useWorkspaceSettings } from '../../api/workspace.ts';
import { LanguageSelect } from '../LanguageSelect.tsx';
import { DefaultValueField } from './DefaultValueField.tsx';
import { ExtractSettings, type ExtractSettingsProps } from './ExtractSettings.tsx';
import { CURRENCY_SUGGESTIONS } from './open-questions.ts';
import { pickCopySource, setCopyOption, textOrNull, wordsOrNull } from './rows.ts';
import { SuggestedInput } from './SuggestedInput.tsx';
import { useToolLabel } from './useToolLabel.ts';

export interface FieldPanelProps {
  name: string;
  draft: KeyedEntry;
  onDraft: (next: KeyedEntry) => void;
  columns: readonly string[];
  tools: readonly string[];
  dirty: boolean;
  onSave: () => void;
  onClose: () => void;
  /** Shown in the side panel only: opens the same field in the large modal. */
  onOpenLarge?: () => void;
  /** Everything the Extract form needs besides the draft. */
  extract: Omit<ExtractSettingsProps, 'name' | 'draft' | 'onDraft'>;
  /** The modal shows its own title; the side panel shows it here. */
  hideTitle?: boolean;
}

const TITLE_KEYS = {
  COPY: 'fieldMapper.panel.titleCopy',
  GENERATE: 'fieldMapper.panel.titleGenerate',
  EXTRACT: 'fieldMapper.panel.titleExtract',
} as const;

export function panelTitleKey(entry: KeyedEntry): (typeof TITLE_KEYS)[keyof typeof TITLE_KEYS] {
  return TITLE_KEYS[entry.batch_action];
}

/** The title of the panel for a row: 'Edit Copy Settings', and so on. */
export function FieldPanelTitle({ entry, id }: { entry: KeyedEntry; id?: string }) {
  const { t } = useTranslation();
  return (
    <h3 className="fm-panel-title" id={id}>
      {t(panelTitleKey(entry))}
    </h3>
  );
}

const ExpandIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </svg>
);

/**
 * The per-field panel (docs/product.md Per-field panel): the settings of one row as a draft, written into
 * the mapping only by Save. Used in the side panel and in the large modal.
 */
export function FieldPanel(props: FieldPanelProps) {
  const { t } = useTranslation();
  const { draft, name } = props;
  const titleId = useId();
  return (
    <section className="fm-panel" aria-labelledby={props.hideTitle ? undefined : titleId} aria-label={props.hideTitle ? name : undefined}>
      <header className="fm-panel-header">
        <div className="fm-panel-heading">
          {!props.hideTitle && <FieldPanelTitle entry={draft} id={titleId} />}
          <div className="fm-panel-field">
            <span className={`fm-badge fm-badge-${draft.batch_action.toLowerCase()}`}>{t(`fieldMapper.actions.${draft.batch_action}`)}</span>
            <span className="fm-panel-name" title={name}>
              {name}
            </span>
            {props.dirty && <span className="fm-panel-dirty">{t('fieldMapper.panel.unsaved')}</span>}
          </div>
        </div>
        {props.onOpenLarge && (
          <button type="button" className="icon-button" aria-label={t('fieldMapper.panel.openLarge')} title={t('fieldMapper.panel.openLarge')} onClick={props.onOpenLarge}>
            <ExpandIcon />
          </button>
        )}
      </header>
      <div className="fm-panel-body">
        {draft.batch_action === 'COPY' && <CopyForm {...props} draft={draft} />}
        {draft.batch_action === 'GENERATE' && <GenerateForm {...props} draft={draft} />}
        {draft.batch_action === 'EXTRACT' && <ExtractSettings {...props.extract} name={name} draft={draft} onDraft={(next: KeyedExtract) => props.onDraft(next)} />}
      </div>
      <footer className="fm-panel-footer">
        <button type="button" className="button" onClick={props.onClose}>
          {t('fieldMapper.panel.close')}
        </button>
        <button type="button" className="button button-primary" disabled={draft.batch_action === 'GENERATE' && wordsReversed(draft)} onClick={props.onSave}>
          {t('fieldMapper.panel.save')}
        </button>
      </footer>
    </section>
  );
}

/** The source column, the default when the row gives nothing, and the currency of the column's bare amounts. */
function CopyForm({ draft, columns, tools, onDraft }: FieldPanelProps & { draft: KeyedCopy }) {
  const { t } = useTranslation();
  const base = useId();
  const ids = (key: string) => `${base}-${key}`;
  const options = draft.field && !columns.includes(draft.field) ? [draft.field, ...columns] : columns;
  return (
    <div className="fm-form-grid">
      <div className="field fm-span-2">
        <label htmlFor={ids('source')}>{t('fieldMapper.panel.sourceField')}</label>
        <select id={ids('source')} className="input select" value={draft.field} onChange={(event) => onDraft(pickCopySource(draft, event.target.value, tools))}>
          {draft.field === '' && <option value="">{t('fieldMapper.panel.chooseSource')}</option>}
          {options.map((column) => (
            <option key={column} value={column}>
              {column}
            </option>
          ))}
        </select>
        {columns.length === 0 && <p className="fm-note">{t('fieldMapper.panel.noColumns')}</p>}
      </div>
      <DefaultValueField value={draft.default_value} hint={t('fieldMapper.panel.defaultHint')} onChange={(value) => onDraft(setCopyOption(draft, 'default_value', value))} />
      <div className="field">
        <label htmlFor={ids('currency')}>{t('fieldMapper.panel.copyCurrency')}</label>
        <SuggestedInput id={ids('currency')} value={draft.source_unit} suggestions={CURRENCY_SUGGESTIONS} describedBy={ids('currency-hint')} onChange={(text) => onDraft(setCopyOption(draft, 'source_unit', text))} />
      </div>
      <p id={ids('currency-hint')} className="fm-note fm-span-2">
        {t('fieldMapper.panel.copyCurrencyHint')}
      </p>
    </div>
  );
}

/** With the offline assistant, what it writes: facts-based drafts, and where real copy comes from. */
function OfflineWriterNote() {
  const { t } = useTranslation();
  const capabilities = useCapabilities();
  if (capabilities?.assistant !== 'local') return null;
  return <p className="fm-note fm-span-2">{t('capabilities.offlineWriter', { languages: capabilities.languages.map((code) => t(`fieldMapper.languages.${code}`)).join(', ') })}</p>;
}

function GenerateForm({ draft, tools, onDraft }: FieldPanelProps & { draft: KeyedGenerate }) {
  const { t } = useTranslation();
  const toolLabel = useToolLabel();
  const base = useId();
  const ids = (key: string) => `${base}-${key}`;
  const set = (patch: Partial<KeyedGenerate>) => onDraft({ ...draft, ...patch });
  const toolOptions = tools.includes(draft.field) ? tools : [draft.field, ...tools];
  // A field without a language writes the workspace's: told at once when the assistant cannot write it.
  const workspaceLanguage = useWorkspaceSettings().data?.generate_options.language ?? null;
  const text = (key: 'type_of_content' | 'seo_guidelines' | 'format' | 'tone', label: string) => (
    <div className="field">
      <label htmlFor={ids(key)}>{label}</label>
      <input id={ids(key)} className="input" value={draft[key] ?? ''} onChange={(event) => set({ [key]: textOrNull(event.target.value) })} />
    </div>
  );
  return (
    <div className="fm-form-grid">
      <OfflineWriterNote />
      <div className="field fm-span-2">
        <label htmlFor={ids('tool')}>{t('fieldMapper.panel.generationType')}</label>
        <select id={ids('tool')} className="input select" value={draft.field} onChange={(event) => onDraft(pickSource(draft, event.target.value, tools))}>
          {toolOptions.map((tool) => (
            <option key={tool} value={tool}>
              {toolLabel(tool)}
            </option>
          ))}
        </select>
      </div>
      <div className="field fm-span-2">
        <label htmlFor={ids('structure')}>{t('fieldMapper.panel.structure')}</label>
        <textarea id={ids('structure')} className="input fm-textarea" rows={3} value={draft.structure ?? ''} onChange={(event) => set({ structure: textOrNull(event.target.value) })} />
      </div>
      {text('type_of_content', t('fieldMapper.panel.typeOfContent'))}
      {text('seo_guidelines', t('fieldMapper.panel.seoGuidelines'))}
      {text('format', t('fieldMapper.panel.format'))}
      <LanguageSelect id={ids('language')} label={t('fieldMapper.panel.language')} value={draft.language ?? ''} onChange={(language) => set({ language: textOrNull(language) })} emptyLabel={t('fieldMapper.panel.notSet')} nameOf={(code) => t(`fieldMapper.languages.${code}`)} fallback={workspaceLanguage} />
      <div className="field">
        <label htmlFor={ids('min')}>{t('fieldMapper.panel.minWords')}</label>
        <input id={ids('min')} className="input" type="number" min={0} step={1} value={draft.min_words ?? ''} onChange={(event) => set({ min_words: wordsOrNull(event.target.value) })} />
      </div>
      <div className="field">
        <label htmlFor={ids('max')}>{t('fieldMapper.panel.maxWords')}</label>
        <input id={ids('max')} className="input" type="number" min={0} step={1} value={draft.max_words ?? ''} aria-describedby={wordsReversed(draft) ? ids('words-note') : undefined} onChange={(event) => set({ max_words: wordsOrNull(event.target.value) })} />
        {wordsReversed(draft) && (
          <p id={ids('words-note')} className="fm-warning" role="status">
            {t('fieldMapper.panel.wordsReversed')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids('creativity')}>{t('fieldMapper.panel.creativity')}</label>
        <select id={ids('creativity')} className="input select" value={draft.creativity ?? ''} onChange={(event) => set({ creativity: (textOrNull(event.target.value) as Creativity | null) ?? null })}>
          <option value="">{t('fieldMapper.panel.notSet')}</option>
          {CREATIVITY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`fieldMapper.creativity.${level}`)}
            </option>
          ))}
        </select>
      </div>
      {text('tone', t('fieldMapper.panel.tone'))}
      <label className="fm-check fm-span-2">
        <input type="checkbox" checked={draft.language_adaptation === true} onChange={(event) => set({ language_adaptation: event.target.checked ? true : null })} />
        {t('fieldMapper.panel.languageAdaptation')}
      </label>
      <label className="fm-check fm-span-2">
        <input type="checkbox" checked={draft.per_variant === true} onChange={(event) => set({ per_variant: event.target.checked ? true : null })} />
        {t('fieldMapper.panel.perVariant')}
      </label>
    </div>
  );
}
