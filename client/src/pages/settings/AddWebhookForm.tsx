import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreatedWebhook, MAX_WEBHOOKS, WEBHOOK_EVENTS, type WebhookEvent } from '../../../../domain/webhook.ts';
import { useCreateWebhook } from '../../api/webhooks.ts';
import { Field } from '../../components/ui/Field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useErrorText } from '../../lib/useErrorText.ts';
import { WebhookSecretDialog } from './WebhookSecretDialog.tsx';

/**
 * The address (checked by the browser as a URL, by the server as http or https) and at least one
 * event; the new webhook's secret is then shown this once.
 */
export function AddWebhookForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const eventsErrorId = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const { mutate: createWebhook, isPending } = useCreateWebhook();
  const noEvent = events.length === 0;

  const toggle = (event: WebhookEvent, checked: boolean) => setEvents((current) => WEBHOOK_EVENTS.filter((known) => (known === event ? checked : current.includes(known))));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (noEvent) return;
    createWebhook(
      { url: url.trim(), events },
      {
        onSuccess: (webhook) => {
          toast.success(t('webhooks.add.added'));
          setUrl('');
          setCreated(webhook);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  return (
    <>
      <form className="webhook-form" aria-labelledby={titleId} onSubmit={submit}>
        <h3 id={titleId} className="webhook-form-title">
          {t('webhooks.add.title')}
        </h3>
        <Field label={t('webhooks.add.url')} hint={t('webhooks.add.urlHint', { max: MAX_WEBHOOKS })} hintClassName="settings-hint">
          {(control) => <input {...control} type="url" required className="input" placeholder="https://example.com/hooks/fiche" value={url} onChange={(e) => setUrl(e.target.value)} />}
        </Field>
        <fieldset className="webhook-events" aria-describedby={noEvent ? eventsErrorId : undefined}>
          <legend>{t('webhooks.add.events')}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="webhook-event">
              <input type="checkbox" checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
              {t(`webhooks.events.${event}`)}
            </label>
          ))}
          {noEvent && (
            <p id={eventsErrorId} className="settings-error" role="alert">
              {t('webhooks.add.eventsRequired')}
            </p>
          )}
        </fieldset>
        <div>
          <button type="submit" className="button button-primary" disabled={noEvent || isPending}>
            {isPending ? t('webhooks.add.adding') : t('webhooks.add.submit')}
          </button>
        </div>
      </form>
      {created && <WebhookSecretDialog webhook={created} onDone={() => setCreated(null)} />}
    </>
  );
}
