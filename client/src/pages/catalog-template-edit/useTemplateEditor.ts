import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast.tsx';
import { sourceFieldsValid } from '../../../../domain/source-fields.ts';
import { useDeleteTemplate, useSaveTemplate, useTemplate } from '../../api/catalog-config.ts';
import { ApiError } from '../../lib/errors.ts';
import { draftFromConfig, draftSignature, knownColumns, type TemplateDraft, updateFromDraft } from '../../lib/templates.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { useFailureToast } from '../../lib/useFailureToast.ts';

/**
 * The template being edited (the page is mounted once per template): read fresh when the page opens, its draft, and whether the draft differs
 * from what was last loaded or saved. Save and delete toast their outcome (failures with Retry).
 */
export function useTemplateEditor(configName: string) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useTemplate(configName);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useFailureToast(
    { isError: query.isError && !notFound, errorUpdatedAt: query.errorUpdatedAt, refetch: query.refetch },
    {
      message: errorText(query.error),
      id: 'template-load-failed',
      retryLabel: t('templates.edit.retry'),
    },
  );
  // The draft starts from the page's own read, never from an older cached copy.
  const config = query.isFetchedAfterMount ? (query.data ?? null) : null;
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const [snapshot, setSnapshot] = useState('');
  useEffect(() => {
    if (!config || draft !== null) return;
    const fresh = draftFromConfig(config);
    setDraft(fresh);
    setSnapshot(draftSignature(fresh));
  }, [config, draft]);

  const saveTemplate = useSaveTemplate();
  const deleteTemplate = useDeleteTemplate();
  const dirty = draft !== null && draftSignature(draft) !== snapshot;
  const hasFields = draft !== null && Object.keys(draft.mapping).length > 0;
  const valid = draft !== null && sourceFieldsValid(draft.sourceFields) && hasFields;
  const columns = useMemo(() => (draft ? knownColumns(draft.groups) : []), [draft]);

  const update =
    <K extends keyof TemplateDraft>(key: K) =>
    (value: TemplateDraft[K]) =>
      setDraft((current) => (current ? { ...current, [key]: value } : current));

  /** Saves the draft, then `onSaved`; answers whether it worked (failures get a toast with Retry). */
  const save = async (onSaved: () => void): Promise<boolean> => {
    if (!config || !draft || !valid || saveTemplate.isPending) return false;
    try {
      const saved = await saveTemplate.mutateAsync({ name: config.name, update: updateFromDraft(config, draft) });
      const fresh = draftFromConfig(saved);
      setDraft(fresh);
      setSnapshot(draftSignature(fresh));
      toast.success(t('templates.edit.saved'));
      onSaved();
      return true;
    } catch (error) {
      toast.error(errorText(error), { id: 'template-save-failed', action: { label: t('templates.edit.retry'), onClick: () => void save(onSaved) } });
      return false;
    }
  };

  /** Deletes the template, then `onDeleted` (a failure gets a toast with Retry). */
  const remove = async (onDeleted: () => void): Promise<void> => {
    if (!config) return;
    const deleted = await deleteTemplate.mutateAsync(config.name).catch(() => false);
    if (!deleted) {
      toast.error(t('templates.edit.deleteFailed'), { action: { label: t('templates.edit.retry'), onClick: () => void remove(onDeleted) } });
      return;
    }
    toast.success(t('templates.edit.deleted'));
    onDeleted();
  };

  return {
    query,
    notFound,
    config: query.data ?? null,
    draft,
    update,
    dirty,
    hasFields,
    valid,
    columns,
    save,
    saving: saveTemplate.isPending,
    remove,
    deleting: deleteTemplate.isPending,
  };
}
