import { CloseOutline, ExclamationCircleOutline, RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { PendingTile } from './useImageUploads.ts';

/** A picture's tile while it goes up (its progress), or once it failed (why, a retry when it can help, and removal). */
export function PendingUploadTile({
  tile,
  onRetry,
  onDrop,
}: {
  tile: PendingTile;
  onRetry: () => void;
  onDrop: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="image-upload-tile" data-status={tile.status}>
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
            <button type="button" className="image-upload-retry" onClick={onRetry}>
              <RedoOutline aria-hidden="true" /> {t('upload.retry')}
            </button>
          ) : null}
        </div>
      )}
      {tile.status === 'failed' ? (
        <button type="button" className="image-upload-remove" aria-label={t('upload.remove')} onClick={onDrop}>
          <CloseOutline />
        </button>
      ) : null}
    </div>
  );
}
