import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { uploadImage } from '../../components/upload.ts';

/** The legacy API takes at most 9 pictures per refund or review. */
export const MAX_PHOTOS = 9;

interface PhotoUploaderProps {
  /** The uploaded pictures' absolute URLs (a form field's value). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Told whether a picture is still on its way up (to hold the submit button meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
  maxCount?: number;
  label: string;
}

/**
 * Pictures sent one by one to POST /upload as they are chosen; the field's value
 * is their URLs. A failed upload tells why (the shared upload helper's toast).
 */
export function PhotoUploader({ value, onChange, onUploadingChange, maxCount = MAX_PHOTOS, label }: PhotoUploaderProps) {
  const { t } = useTranslation(['aftersale', 'common']);
  const items = useMemo<ImageUploadItem[]>(() => (value ?? []).map((url) => ({ key: url, url })), [value]);
  return (
    <div className="photo-uploader" aria-label={label}>
      <ImageUploader
        value={items}
        onChange={(next) => onChange?.(next.map((item) => item.url))}
        upload={async (file) => {
          const url = await uploadImage(file);
          toast.success(t('common:messages.uploadSuccess'));
          return { url };
        }}
        onUploadQueueChange={(tasks) => onUploadingChange?.(tasks.some((task) => task.status === 'pending'))}
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        maxCount={maxCount}
        columns={4}
        data-testid="photo-uploader"
      />
      <p className="photo-uploader-hint muted">{t('aftersale:photosHint', { count: maxCount })}</p>
    </div>
  );
}
