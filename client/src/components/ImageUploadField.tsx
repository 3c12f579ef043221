import { AddOutline, CloseOutline, ExclamationCircleOutline, RedoOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, uploadImage, UploadError } from '../lib/upload.ts';
import './ImageUploadField.css';

/** A picture on its way up, or one that did not make it (kept, to retry). */
interface PendingTile {
  key: number;
  file: File;
  preview: string;
  status: 'uploading' | 'failed';
  /** Fraction sent, 0–1. */
  progress: number;
  error?: string;
  /** False when the file itself was refused (type, size): sending it again cannot help. */
  retryable?: boolean;
}

export interface ImageUploadFieldProps {
  /** The uploaded pictures' absolute URLs (a form field's value). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Told whether a picture is still on its way up (to hold the submit button meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
  maxCount: number;
  /** What the pictures are, for screen readers ("Payment evidence"). */
  label: string;
  testId?: string;
}

/**
 * Picture tiles for a form field: each chosen picture goes up at once to POST /upload
 * with its progress on the tile; a failed one stays, marked as failed with the reason
 * and a retry, and never counts against `maxCount`, so the "+" tile is there to choose
 * another. Uploaded pictures can be removed.
 */
export function ImageUploadField({ value, onChange, onUploadingChange, maxCount, label, testId }: ImageUploadFieldProps) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState<PendingTile[]>([]);
  const urls = value ?? [];
  const latest = useRef({ urls, onChange });
  latest.current = { urls, onChange };
  const nextKey = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const uploading = pending.some((tile) => tile.status === 'uploading');
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  // Previews are object URLs: release each when its tile goes.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const update = (key: number, change: Partial<PendingTile>) =>
    setPending((tiles) => tiles.map((tile) => (tile.key === key ? { ...tile, ...change } : tile)));
  const drop = (key: number) =>
    setPending((tiles) =>
      tiles.filter((tile) => {
        if (tile.key !== key) return true;
        URL.revokeObjectURL(tile.preview);
        previews.current.delete(tile.preview);
        return false;
      }),
    );

  const start = async (key: number, file: File) => {
    update(key, { status: 'uploading', progress: 0, error: undefined });
    try {
      const url = await uploadImage(file, { silent: true, onProgress: (progress) => update(key, { progress }) });
      drop(key);
      // Several pictures may finish before the form re-renders: add to the newest list, not the rendered one.
      const next = [...latest.current.urls, url];
      latest.current.urls = next;
      latest.current.onChange?.(next);
    } catch (error) {
      const message = error instanceof UploadError ? error.message : t('errors.unexpected');
      const retryable = !(error instanceof UploadError && error.code === 'BAD_USER_INPUT');
      // Said on the tile and under it (no toast over the form as well).
      update(key, { status: 'failed', error: message, retryable });
    }
  };

  const room = maxCount - urls.length - pending.filter((tile) => tile.status === 'uploading').length;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    for (const file of files) {
      const key = nextKey.current++;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setPending((tiles) => [...tiles, { key, file, preview, status: 'uploading', progress: 0 }]);
      void start(key, file);
    }
  };

  const failures = pending.filter((tile) => tile.status === 'failed');
  return (
    <div className="image-upload" role="group" aria-label={label} data-testid={testId}>
      <div className="image-upload-field">
        {urls.map((url, index) => (
          <div className="image-upload-tile" key={url} data-status="done">
            <img src={url} alt={t('upload.picture', { index: index + 1 })} />
            <button
              type="button"
              className="image-upload-remove"
              aria-label={t('upload.remove')}
              onClick={() => onChange?.(urls.filter((other) => other !== url))}
            >
              <CloseOutline />
            </button>
          </div>
        ))}
        {pending.map((tile) => (
          <div className="image-upload-tile" key={tile.key} data-status={tile.status}>
            <img src={tile.preview} alt="" onError={(event) => (event.currentTarget.style.visibility = 'hidden')} />
            {tile.status === 'uploading' ? (
              <div
                className="image-upload-progress"
                role="progressbar"
                aria-label={t('upload.uploading')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(tile.progress * 100)}
              >
                <span className="image-upload-percent">{Math.round(tile.progress * 100)}%</span>
                <span className="image-upload-bar">
                  <span style={{ inlineSize: `${Math.round(tile.progress * 100)}%` }} />
                </span>
              </div>
            ) : (
              <div className="image-upload-failed">
                <ExclamationCircleOutline aria-hidden="true" />
                <span className="image-upload-failed-title">{t('upload.failed')}</span>
                {tile.retryable ? (
                  <button type="button" className="image-upload-retry" onClick={() => void start(tile.key, tile.file)}>
                    <RedoOutline aria-hidden="true" /> {t('upload.retry')}
                  </button>
                ) : null}
              </div>
            )}
            {tile.status === 'failed' ? (
              <button
                type="button"
                className="image-upload-remove"
                aria-label={t('upload.remove')}
                onClick={() => drop(tile.key)}
              >
                <CloseOutline />
              </button>
            ) : null}
          </div>
        ))}
        {room > 0 ? (
          <button type="button" className="image-upload-tile image-upload-add" onClick={() => input.current?.click()}>
            <AddOutline aria-hidden="true" />
            <span>{t('upload.add')}</span>
          </button>
        ) : null}
        <input
          ref={input}
          className="image-upload-input"
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple={maxCount > 1}
          hidden
          tabIndex={-1}
          onChange={choose}
        />
      </div>
      {failures.length > 0 ? (
        <ul className="image-upload-errors">
          {failures.map((tile) => (
            <li key={tile.key} role="alert" data-testid="upload-error">
              <span className="image-upload-error-name">
                <bdi>{tile.file.name}</bdi>
              </span>
              {tile.error}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
