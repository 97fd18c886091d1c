import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFields } from '../../api/assistant.ts';
import { useErrorText } from '../../lib/useErrorText.ts';
import { PlusIcon } from '../icons.tsx';
import { toast } from '../ui/toast.tsx';

interface Props {
  /** A file's headers were read: adds the new ones and answers how many were new. */
  onHeaders: (names: readonly string[]) => number;
  onAddField: () => void;
}

/** The mapping's toolbar: output fields from another file's headers, or one typed by hand. */
export function AddFieldsToolbar({ onHeaders, onAddField }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function addFromFile(file: File) {
    setUploading(true);
    try {
      const added = onHeaders(await listFields(file));
      toast.success(t('fieldMapper.fieldsAdded', { count: added }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="fm-toolbar">
      <button type="button" className="button" disabled={uploading} onClick={() => fileInput.current?.click()}>
        {uploading ? t('fieldMapper.uploading') : t('fieldMapper.uploadHeaders')}
      </button>
      <input
        ref={fileInput}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('fieldMapper.uploadHeaders')}
        accept=".csv,.tsv,.txt,.xlsx"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void addFromFile(file);
        }}
      />
      <button type="button" className="button" onClick={onAddField}>
        <PlusIcon />
        {t('fieldMapper.addField')}
      </button>
    </div>
  );
}
