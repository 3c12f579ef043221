import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../components/ImageUploadField.tsx';
import type { UploadFieldState } from '../../components/useImageUploads.ts';

/** The legacy API takes at most 9 pictures per refund or review. */
const MAX_PHOTOS = 9;

interface PhotoUploaderProps {
  /** The uploaded pictures' absolute URLs (a form field's value). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Told whether a picture is still on its way up or failed (useUploadGate.ts). */
  onStateChange?: (state: UploadFieldState) => void;
  maxCount?: number;
  label: string;
}

/**
 * Pictures sent one by one to POST /upload as they are chosen, each tile showing its
 * progress or why it failed (with a retry); the field's value is their URLs.
 */
export function PhotoUploader({ value, onChange, onStateChange, maxCount = MAX_PHOTOS, label }: PhotoUploaderProps) {
  const { t } = useTranslation('aftersale');
  return (
    <div className="photo-uploader">
      <ImageUploadField
        {...(value ? { value } : {})}
        {...(onChange ? { onChange } : {})}
        {...(onStateChange ? { onStateChange } : {})}
        maxCount={maxCount}
        label={label}
        testId="photo-uploader"
      />
      <p className="photo-uploader-hint muted">{t('photosHint', { count: maxCount })}</p>
    </div>
  );
}
