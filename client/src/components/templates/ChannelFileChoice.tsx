import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadFile, useUploads } from '../../api/files.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { shortFileName } from '../../lib/upload.ts';

export interface ChosenFile {
  storedName: string;
  originalName: string;
}

interface Props {
  value: ChosenFile | null;
  onChange: (file: ChosenFile) => void;
}

/**
 * The product file a template from a channel is made for, asked before it is made: one of the
 * workspace's uploads, or a file uploaded here. Its columns fill the channel's fields and its analysis
 * the source fields, so the template can be saved and run at once.
 */
export function ChannelFileChoice({ value, onChange }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const selectId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploads = useUploads();
  const upload = useUploadFile();
  const files = uploads.data?.files ?? [];

  const pick = async (file: File) => {
    const stored = await upload.mutateAsync(file).catch(() => null);
    if (stored) onChange({ storedName: stored.name, originalName: file.name });
  };

  return (
    <div className="field">
      <label htmlFor={selectId}>{t('templates.fromChannel.fileLabel')}</label>
      <div className="from-channel-file">
        <select
          id={selectId}
          className="input select"
          value={value?.storedName ?? ''}
          onChange={(event) => {
            const chosen = files.find((file) => file.name === event.target.value);
            if (chosen) onChange({ storedName: chosen.name, originalName: chosen.original_name });
          }}
        >
          <option value="" disabled>
            {files.length > 0 ? t('templates.fromChannel.fileChoose') : t('templates.fromChannel.fileNone')}
          </option>
          {value && !files.some((file) => file.name === value.storedName) && <option value={value.storedName}>{shortFileName(value.originalName)}</option>}
          {files.map((file) => (
            <option key={file.name} value={file.name}>
              {shortFileName(file.original_name)}
            </option>
          ))}
        </select>
        <button type="button" className="button" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? t('templates.fromChannel.fileUploading') : t('templates.fromChannel.fileUpload')}
        </button>
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('templates.fromChannel.fileInput')}
          accept=".csv,.tsv,.txt,.xlsx,.pdf"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void pick(file);
          }}
        />
      </div>
      <p className="duplicate-message">{t('templates.fromChannel.fileHint')}</p>
      {upload.isError && (
        <p className="duplicate-message duplicate-message-error" role="alert">
          {t('templates.fromChannel.fileFailed', { reason: errorText(upload.error) })}
        </p>
      )}
    </div>
  );
}
