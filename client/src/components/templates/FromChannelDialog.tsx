import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type LabelState, useLabelCheck } from '../../api/catalog-config.ts';
import { useChannels, useCreateFromChannel } from '../../api/channels.ts';
import { ApiError } from '../../lib/errors.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { ErrorNotice } from '../ErrorNotice.tsx';
import { Modal } from '../ui/Modal.tsx';
import { type ChosenFile, ChannelFileChoice } from './ChannelFileChoice.tsx';
import { toast } from '../ui/toast.tsx';
import './templates.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product file the template is for (the config assistant's analysed file): its columns fill what they hold. */
  file?: { storedName: string; originalName: string } | null;
}

const MESSAGES: Partial<Record<LabelState, string>> = {
  empty: 'templates.fromChannel.required',
  taken: 'templates.fromChannel.taken',
  error: 'templates.fromChannel.checkFailed',
};

/**
 * "Start from a channel" (docs/channels.md Templates from a channel): pick a channel and name the
 * template; the server makes it (one output field per channel field, copied from the file's columns)
 * and the editor opens on it. Without the page's analysed file the dialog asks for one first (an
 * earlier upload or a new one): a template with no columns and no source fields could not be saved.
 * The name is checked live as in the duplicate dialog.
 */
export function FromChannelDialog({ open, onOpenChange, file }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const formId = useId();
  const labelId = useId();
  const messageId = useId();
  const channels = useChannels();
  const create = useCreateFromChannel();
  const [channelId, setChannelId] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [labelEdited, setLabelEdited] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const forFile = file ?? chosen;
  const state = useLabelCheck(label, open);
  const submitting = create.isPending;
  const list = channels.data ?? [];
  const channel = list.find((item) => item.id === channelId) ?? list[0];

  // A fresh choice each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setChannelId(null);
    setLabelEdited(false);
    setFailure(null);
    setChosen(null);
  }, [open]);
  // The name follows the channel until the user types one.
  useEffect(() => {
    if (channel && !labelEdited) setLabel(channel.name);
  }, [channel, labelEdited]);

  const message = MESSAGES[state];
  const canConfirm = channel !== undefined && state === 'free' && forFile !== null && !submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirm || !channel || !forFile) return;
    setFailure(null);
    const trimmed = label.trim();
    try {
      const created = await create.mutateAsync({ channel: channel.id, label: trimmed, input_filename: forFile.storedName });
      toast.success(t('templates.fromChannel.success', { label: trimmed }));
      onOpenChange(false);
      navigate(`/catalog-templates/edit/${encodeURIComponent(created.name)}`);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 409 ? t('templates.fromChannel.taken') : t('templates.fromChannel.failed', { reason: errorText(error) }));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !submitting && onOpenChange(next)}
      title={t('templates.fromChannel.title')}
      description={forFile ? t('templates.fromChannel.descriptionFile', { name: forFile.originalName }) : t('templates.fromChannel.description')}
      size="md"
      busy={submitting}
      footer={
        <>
          <button type="button" className="button" onClick={() => onOpenChange(false)} disabled={submitting}>
            {t('templates.fromChannel.cancel')}
          </button>
          <button type="submit" form={formId} className="button button-primary" disabled={!canConfirm}>
            {submitting ? t('templates.fromChannel.creating') : t('templates.fromChannel.confirm')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="from-channel-form">
        {channels.isPending && (
          <p className="duplicate-message" role="status">
            {t('templates.fromChannel.loading')}
          </p>
        )}
        {channels.isError && <ErrorNotice message={t('templates.fromChannel.loadFailed')} onRetry={() => void channels.refetch()} />}
        {list.length > 0 && (
          <fieldset className="from-channel-choices">
            <legend className="from-channel-legend">{t('templates.fromChannel.channel')}</legend>
            {list.map((item) => (
              <label key={item.id} className="from-channel-choice">
                <input type="radio" name={`${formId}-channel`} value={item.id} checked={channel?.id === item.id} onChange={() => setChannelId(item.id)} />
                <span>
                  <strong>{item.name}</strong>
                  <span className="from-channel-hint">
                    {t('templates.fromChannel.summary', {
                      fields: t('templates.fromChannel.fieldCount', { count: item.fields.length }),
                      required: t('templates.fromChannel.requiredCount', { count: item.fields.filter((field) => field.required).length }),
                      file: t('templates.fromChannel.fileFormat', { format: item.file_format.toUpperCase() }),
                    })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {!file && <ChannelFileChoice value={chosen} onChange={setChosen} />}
        <div className="field">
          <label htmlFor={labelId}>{t('templates.fromChannel.nameLabel')}</label>
          <input
            id={labelId}
            className="input"
            value={label}
            onChange={(event) => {
              setLabel(event.target.value);
              setLabelEdited(true);
              setFailure(null);
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={messageId}
          />
          <p id={messageId} className={`duplicate-message${message ? ' duplicate-message-error' : ''}`} aria-live="polite">
            {message ? t(message) : state === 'checking' ? t('templates.fromChannel.checking') : ''}
          </p>
        </div>
        {failure && (
          <p className="duplicate-message duplicate-message-error" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
