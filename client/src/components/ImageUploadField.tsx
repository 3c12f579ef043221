import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '../lib/upload.ts';
import { PendingUploadTile } from './PendingUploadTile.tsx';
import { useImageUploads, type UploadFieldState } from './useImageUploads.ts';
import './ImageUploadField.css';

export interface ImageUploadFieldProps {
  /** The uploaded pictures' absolute URLs (a form field's value). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /**
   * Told whether a picture is still on its way up (to hold the submit button meanwhile) or
   * failed, with the means to retry or drop the failures (useUploadGate.ts).
   */
  onStateChange?: (state: UploadFieldState) => void;
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
export function ImageUploadField({ value, onChange, onStateChange, maxCount, label, testId }: ImageUploadFieldProps) {
  const { t } = useTranslation('common');
  const urls = value ?? [];
  const { pending, room, choose, retry, drop } = useImageUploads({ urls, onChange, onStateChange, maxCount });
  const input = useRef<HTMLInputElement>(null);

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
          <PendingUploadTile key={tile.key} tile={tile} onRetry={() => retry(tile)} onDrop={() => drop(tile.key)} />
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
