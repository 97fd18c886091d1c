import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import type { CatalogConfig } from '../../../../domain/template.ts';
import { deleteConfig, getConfig, updateConfig } from '../../api/catalog-config.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { FieldGroups } from '../../components/field-groups/FieldGroups.tsx';
import { FieldMapper } from '../../components/field-mapper/FieldMapper.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SearchOptionsEditor } from '../../components/search-options/SearchOptionsEditor.tsx';
import { SourceFieldsEditor } from '../../components/source-fields/SourceFieldsEditor.tsx';
import { StatusPanel } from '../../components/StatusPanel.tsx';
import { DuplicateConfigDialog } from '../../components/templates/DuplicateConfigDialog.tsx';
import { OutputFormatToggle } from '../../components/templates/OutputFormatToggle.tsx';
import { ApiError } from '../../lib/errors.ts';
import {
  draftFromConfig,
  draftSignature,
  knownColumns,
  type TemplateDraft,
  updateFromDraft,
} from '../../lib/templates.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { useNavigationGuard } from '../../lib/useNavigationGuard.ts';
import './CatalogTemplateEditPage.css';
import { sourceFieldsValid } from '../../../../domain/source-fields.ts';

/** docs/product.md: after a delete or a duplicate, the page moves on after 1.5 s (time to read the toast). */
const REDIRECT_DELAY_MS = 1500;
const LIST_PATH = '/catalog-templates';

type Load = { status: 'loading' } | { status: 'not_found' } | { status: 'error'; error: unknown } | { status: 'ready' };

type Dialog = 'none' | 'saved' | 'delete' | 'unsaved' | 'duplicate';

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card template-section" aria-labelledby={id}>
      <h2 id={id} className="template-section-title">
        {title}
      </h2>
      {intro && <p className="template-section-intro">{intro}</p>}
      {children}
    </section>
  );
}

/** /catalog-templates/edit/{configName} (docs/product.md Template edit page, docs/product.md Template page). */
export function CatalogTemplateEditPage({ configName }: { configName: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [config, setConfig] = useState<CatalogConfig | null>(null);
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const [snapshot, setSnapshot] = useState('');
  const [dialog, setDialog] = useState<Dialog>('none');
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  /** Set once the page is leaving on purpose (after a delete or a duplicate): no more guarding. */
  const [leaving, setLeaving] = useState(false);
  const pendingLeave = useRef<(() => void) | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Read through a ref so a language change does not reload (and reset) the template being edited.
  const texts = useRef({ t, errorText });
  texts.current = { t, errorText };

  const fetchConfig = useCallback(
    async (signal?: AbortSignal) => {
      setLoad({ status: 'loading' });
      try {
        const loaded = await getConfig(configName, signal);
        const fresh = draftFromConfig(loaded);
        setConfig(loaded);
        setDraft(fresh);
        setSnapshot(draftSignature(fresh));
        setLoad({ status: 'ready' });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setLoad({ status: 'not_found' });
          return;
        }
        setLoad({ status: 'error', error });
        const { t: translate, errorText: describe } = texts.current;
        toast.error(describe(error), {
          id: 'template-load-failed',
          action: { label: translate('templates.edit.retry'), onClick: () => void fetchConfig() },
        });
      }
    },
    [configName],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLeaving(false);
    setDialog('none');
    void fetchConfig(controller.signal);
    return () => controller.abort();
  }, [fetchConfig]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const dirty = draft !== null && draftSignature(draft) !== snapshot;
  const hasFields = draft !== null && Object.keys(draft.mapping).length > 0;
  const valid = draft !== null && sourceFieldsValid(draft.sourceFields) && hasFields;
  const columns = useMemo(() => (draft ? knownColumns(draft.groups) : []), [draft]);

  useNavigationGuard(dirty && !leaving, (proceed) => {
    pendingLeave.current = proceed;
    setDialog('unsaved');
  });

  const update = <K extends keyof TemplateDraft>(key: K) =>
    (value: TemplateDraft[K]) => setDraft((current) => (current ? { ...current, [key]: value } : current));

  /** Saves the draft; answers whether it worked (failures get a toast with Retry). */
  const save = async (after: 'dialog' | 'leave'): Promise<boolean> => {
    if (!config || !draft || !valid || saving) return false;
    setSaving(true);
    try {
      const saved = await updateConfig(config.name, updateFromDraft(config, draft));
      const fresh = draftFromConfig(saved);
      setConfig(saved);
      setDraft(fresh);
      setSnapshot(draftSignature(fresh));
      toast.success(t('templates.edit.saved'));
      setDialog(after === 'dialog' ? 'saved' : 'none');
      return true;
    } catch (error) {
      toast.error(errorText(error), {
        id: 'template-save-failed',
        action: { label: t('templates.edit.retry'), onClick: () => void save(after) },
      });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!config) return;
    setDeleting(true);
    let deleted = false;
    try {
      deleted = await deleteConfig(config.name);
    } catch {
      deleted = false;
    }
    setDeleting(false);
    if (!deleted) {
      toast.error(t('templates.edit.deleteFailed'), {
        action: { label: t('templates.edit.retry'), onClick: () => void remove() },
      });
      return;
    }
    setDialog('none');
    setLeaving(true);
    toast.success(t('templates.edit.deleted'));
    redirectTimer.current = setTimeout(() => navigate(LIST_PATH), REDIRECT_DELAY_MS);
  };

  const onDuplicated = (copy: string) => {
    redirectTimer.current = setTimeout(
      () => navigate(`/catalog-templates/edit/${encodeURIComponent(copy)}`),
      REDIRECT_DELAY_MS,
    );
  };

  const closeUnsaved = () => {
    pendingLeave.current = null;
    setDialog('none');
  };
  const discardAndLeave = () => {
    const proceed = pendingLeave.current;
    pendingLeave.current = null;
    setDialog('none');
    setLeaving(true);
    proceed?.();
  };
  const saveAndLeave = async () => {
    const proceed = pendingLeave.current;
    if (await save('leave')) {
      pendingLeave.current = null;
      setLeaving(true);
      proceed?.();
    }
  };

  if (load.status === 'loading' && !config) {
    return (
      <p className="template-loading" role="status">
        {t('templates.edit.loading')}
      </p>
    );
  }
  if (load.status === 'not_found') {
    return (
      <StatusPanel title={t('templates.edit.notFound')} text={t('templates.edit.notFoundText', { name: configName })}>
        <button type="button" className="button button-primary" onClick={() => navigate(LIST_PATH)}>
          {t('templates.edit.backToTemplates')}
        </button>
      </StatusPanel>
    );
  }
  if (!config || !draft) {
    return (
      <div className="page">
        <ErrorNotice error={load.status === 'error' ? load.error : undefined} onRetry={() => void fetchConfig()} />
      </div>
    );
  }

  return (
    <div className="page template-edit">
      <header className="template-edit-header">
        <button type="button" className="button button-ghost" onClick={() => navigate(LIST_PATH)}>
          <span aria-hidden="true">←</span>
          {t('templates.edit.back')}
        </button>
        <h1 className="page-title template-edit-title">{config.label}</h1>
        {dirty && <span className="template-edit-dirty">{t('templates.edit.unsavedBadge')}</span>}
        <button type="button" className="button" onClick={() => setDialog('duplicate')}>
          {t('templates.edit.duplicate')}
        </button>
      </header>

      <Section title={t('templates.edit.sourceSection')} intro={t('templates.edit.sourceIntro')}>
        <h3 className="template-subtitle">{t('templates.fieldGroups.title')}</h3>
        <FieldGroups value={draft.groups} onChange={update('groups')} />
        <h3 className="template-subtitle">{t('templates.sourceFields.title')}</h3>
        <SourceFieldsEditor value={draft.sourceFields} onChange={update('sourceFields')} columns={columns} />
      </Section>

      <Section title={t('templates.edit.exportSection')}>
        <OutputFormatToggle value={draft.format} onChange={update('format')} />
        <FieldMapper
          mapping={draft.mapping}
          onChange={update('mapping')}
          columns={columns}
          detectedValueLists={config.about?.value_lists}
        />
      </Section>

      <Section title={t('templates.searchOptions.title')} intro={t('templates.searchOptions.intro')}>
        <SearchOptionsEditor value={draft.searchOptions} onChange={update('searchOptions')} />
      </Section>

      <footer className="template-edit-footer">
        <button type="button" className="button template-delete" onClick={() => setDialog('delete')}>
          {t('templates.edit.delete')}
        </button>
        {!valid && <p className="template-edit-invalid">{t(hasFields ? 'templates.edit.invalidHint' : 'templates.edit.noFieldsHint')}</p>}
        <button
          type="button"
          className="button button-primary"
          disabled={!valid || saving}
          onClick={() => void save('dialog')}
        >
          {saving ? t('templates.edit.saving') : t('templates.edit.save')}
        </button>
      </footer>

      <Modal
        open={dialog === 'saved'}
        onOpenChange={(open) => !open && setDialog('none')}
        title={t('templates.edit.savedTitle')}
        description={t('templates.edit.savedText', { label: config.label })}
        size="sm"
        footer={
          <>
            <button type="button" className="button" onClick={() => setDialog('none')}>
              {t('templates.edit.ok')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => navigate('/catalog/new', { state: { selectedConfig: config.name } })}
            >
              {t('templates.edit.start')}
            </button>
          </>
        }
      />

      <Modal
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && !deleting && setDialog('none')}
        title={t('templates.edit.deleteTitle')}
        description={t('templates.edit.deleteText', { label: config.label })}
        size="sm"
        dismissable={!deleting}
        busy={deleting}
        footer={
          <>
            <button type="button" className="button" onClick={() => setDialog('none')} disabled={deleting}>
              {t('templates.edit.cancel')}
            </button>
            <button type="button" className="button template-danger-button" onClick={() => void remove()} disabled={deleting}>
              {deleting ? t('templates.edit.deleting') : t('templates.edit.confirmDelete')}
            </button>
          </>
        }
      />

      <Modal
        open={dialog === 'unsaved'}
        onOpenChange={(open) => !open && !saving && closeUnsaved()}
        title={t('templates.edit.unsavedTitle')}
        description={t('templates.edit.unsavedText')}
        size="sm"
        busy={saving}
        footer={
          <>
            <button type="button" className="button" onClick={discardAndLeave} disabled={saving}>
              {t('templates.edit.discard')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void saveAndLeave()}
              disabled={!valid || saving}
            >
              {saving ? t('templates.edit.saving') : t('templates.edit.saveChanges')}
            </button>
          </>
        }
      >
        {!valid && <p className="template-edit-invalid">{t('templates.edit.invalidHint')}</p>}
      </Modal>

      <DuplicateConfigDialog
        open={dialog === 'duplicate'}
        onOpenChange={(open) => setDialog(open ? 'duplicate' : 'none')}
        source={config}
        onDuplicated={onDuplicated}
      />
    </div>
  );
}
