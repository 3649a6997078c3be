import type { PortalMedia } from '@roundtrip/core';
import { useRef, useState } from 'react';
import { errorText } from '../components/notice';
import '../i18n/en-media';
import { useT } from '../i18n/i18n';
import { apiAddress } from '../lib/storefront';
import { uploadFile } from './upload-file';

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

/** A file on its way up, or one that failed and can be tried again. */
type Sending = { key: number; file: File; percent: number; failed: unknown };

/**
 * Photos or a video for a reason that asks for them: dropped, chosen or taken with the phone's camera,
 * sent one by one with their progress, then shown as thumbnails with a remove button.
 */
export default function MediaField({ id, media, sessionId, error, onChange }: Props) {
  const { t } = useT();
  const [sending, setSending] = useState<Sending[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Uploads finish after the render that started them: add to the latest list, not a stale one.
  const latest = useRef(media);
  latest.current = media;
  const nextKey = useRef(0);

  const update = (key: number, patch: Partial<Sending>) =>
    setSending((list) => list.map((s) => (s.key === key ? { ...s, ...patch } : s)));

  async function send(item: Sending) {
    update(item.key, { percent: 0, failed: null });
    try {
      const res = await uploadFile(sessionId, item.file, (percent) => update(item.key, { percent }));
      setSending((list) => list.filter((s) => s.key !== item.key));
      latest.current = [...latest.current, ...res.files];
      onChange(latest.current);
    } catch (e) {
      // The server's refusal is kept, not its sentence: its words may arrive after it.
      update(item.key, { failed: e });
    }
  }

  async function addFiles(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    setRefusal(null);
    if (media.length + sending.length + files.length > MAX_FILES)
      return setRefusal(t('request.tooManyFiles'));
    for (const f of files) {
      const video = f.type.startsWith('video/');
      if (!video && !f.type.startsWith('image/')) return setRefusal(t('request.fileType', { name: f.name }));
      if (f.size > (video ? MAX_VIDEO : MAX_IMAGE))
        return setRefusal(t('request.fileTooBig', { name: f.name }));
    }
    const added = files.map((file) => ({ key: nextKey.current++, file, percent: 0, failed: null }));
    setSending((s) => [...s, ...added]);
    for (const item of added) await send(item);
  }

  const full = media.length + sending.length >= MAX_FILES;
  const fieldError = refusal ?? error;
  const picker = (suffix: string, label: string, camera: boolean) => (
    <label className={`rt-button rt-button--secondary${full ? ' rt-button--disabled' : ''}`}>
      {label}
      <input
        id={`${id}-${suffix}`}
        className="rt-visually-hidden"
        type="file"
        accept={camera ? 'image/*' : 'image/*,video/*'}
        multiple={!camera}
        capture={camera ? 'environment' : undefined}
        disabled={full}
        aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          void addFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </label>
  );
  return (
    // The whole field takes a dropped file, not only the dashed box.
    <fieldset
      className={`rt-field rt-fieldset${fieldError ? ' rt-field--invalid' : ''}`}
      id={id}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        if (!full) void addFiles(e.dataTransfer.files);
      }}
    >
      <legend className="rt-field__label">{t('request.media')}</legend>
      <p className="rt-field__hint" id={`${id}-hint`}>
        {t('request.mediaHint')}
      </p>
      <div className="rt-drop">
        <p className="rt-muted">{t('request.dropHere')}</p>
        {picker('camera', t('request.takePhoto'), true)}
        {picker('input', t('request.chooseFiles'), false)}
      </div>
      <p className="rt-muted" role="status">
        {sending.some((s) => !s.failed)
          ? t('request.uploading')
          : t('request.uploaded', { count: media.length })}
      </p>
      {media.length + sending.length > 0 ? (
        <ul className="rt-files">
          {media.map((m) => (
            <li key={m.id}>
              {m.kind === 'image' ? (
                <img
                  className="rt-files__thumb"
                  src={`${apiAddress(m.url)}?session=${encodeURIComponent(sessionId)}`}
                  alt=""
                  width={56}
                  height={56}
                />
              ) : null}
              <span>{t('request.fileDone', { name: m.original_name })}</span>
              <button
                type="button"
                className="rt-button rt-button--plain"
                onClick={() => onChange(media.filter((x) => x.id !== m.id))}
              >
                {t('request.removeFile', { name: m.original_name })}
              </button>
            </li>
          ))}
          {sending.map((s) => (
            <li key={s.key}>
              {s.failed ? (
                <>
                  <span className="rt-field__error">
                    {t('request.fileFailed', { name: s.file.name })} {errorText(s.failed, t)}
                  </span>
                  <button type="button" className="rt-button rt-button--plain" onClick={() => void send(s)}>
                    {t('request.retryFile', { name: s.file.name })}
                  </button>
                  <button
                    type="button"
                    className="rt-button rt-button--plain"
                    onClick={() => setSending((list) => list.filter((x) => x.key !== s.key))}
                  >
                    {t('request.removeFile', { name: s.file.name })}
                  </button>
                </>
              ) : (
                <>
                  <span>{s.file.name}</span>
                  <progress
                    max={100}
                    value={s.percent}
                    aria-label={t('request.fileProgress', { name: s.file.name })}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {fieldError ? (
        <p className="rt-field__error" id={`${id}-error`}>
          {fieldError}
        </p>
      ) : null}
    </fieldset>
  );
}
