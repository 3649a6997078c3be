import type { PortalMedia } from '@roundtrip/core';
import { useState } from 'react';
import { errorText } from '../components/notice';
import '../i18n/en-media';
import { useT } from '../i18n/i18n';
import { uploadFiles } from '../lib/endpoints';

// Mirrors UPLOAD_LIMITS of the contract (a value import would bring zod into the page).
const MAX_FILES = 5;
const MAX_IMAGE = 10 * 1024 * 1024;
const MAX_VIDEO = 50 * 1024 * 1024;

type Props = {
  id: string;
  media: PortalMedia[];
  sessionId: string;
  error: string | null;
  onChange: (media: PortalMedia[]) => void;
};

/** Photos or a video for a reason that asks for them: uploaded at once, listed with a remove button. */
export default function MediaField({ id, media, sessionId, error, onChange }: Props) {
  const { t } = useT();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The server's refusal is kept, not its sentence: its words may arrive after it.
  const [refused, setRefused] = useState<unknown>(null);

  async function addFiles(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    setUploadError(null);
    setRefused(null);
    if (media.length + files.length > MAX_FILES) return setUploadError(t('request.tooManyFiles'));
    for (const f of files) {
      const video = f.type.startsWith('video/');
      if (!video && !f.type.startsWith('image/'))
        return setUploadError(t('request.fileType', { name: f.name }));
      if (f.size > (video ? MAX_VIDEO : MAX_IMAGE))
        return setUploadError(t('request.fileTooBig', { name: f.name }));
    }
    setUploading(true);
    try {
      const res = await uploadFiles(sessionId, files);
      onChange([...media, ...res.files]);
    } catch (e) {
      setRefused(e);
    } finally {
      setUploading(false);
    }
  }

  const remove = (m: PortalMedia) => onChange(media.filter((x) => x.id !== m.id));
  const mediaError = uploadError ?? (refused ? errorText(refused, t) : null) ?? error;
  return (
    <div className={`rt-field${mediaError ? ' rt-field--invalid' : ''}`} id={id}>
      <label className="rt-field__label" htmlFor={`${id}-input`}>
        {t('request.media')}
      </label>
      <p className="rt-field__hint" id={`${id}-hint`}>
        {t('request.mediaHint')}
      </p>
      <input
        id={`${id}-input`}
        type="file"
        accept="image/*,video/*"
        multiple
        disabled={uploading || media.length >= MAX_FILES}
        aria-describedby={`${id}-hint${mediaError ? ` ${id}-error` : ''}`}
        aria-invalid={mediaError ? true : undefined}
        onChange={(e) => {
          void addFiles(e.target.files);
          e.target.value = '';
        }}
      />
      <p className="rt-muted" role="status">
        {uploading ? t('request.uploading') : ''}
      </p>
      {media.length > 0 ? (
        <ul className="rt-files">
          {media.map((m) => (
            <li key={m.id}>
              <span>{m.original_name}</span>
              <button type="button" className="rt-button rt-button--plain" onClick={() => remove(m)}>
                {t('request.removeFile', { name: m.original_name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {mediaError ? (
        <p className="rt-field__error" id={`${id}-error`}>
          {mediaError}
        </p>
      ) : null}
    </div>
  );
}
