import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_MAX_EDGE } from '../lib/scaleImage.ts';
import { uploadImage, UploadError } from '../lib/upload.ts';

/** A picture on its way up, or one that did not make it (kept, to retry). */
export interface PendingTile {
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

/** Where a field's pictures are, for the form around it (useUploadGate.ts). */
export interface UploadFieldState {
  /** A picture is still on its way up. */
  uploading: boolean;
  /** Pictures that did not make it: failed tiles, not in the field's value. */
  failed: number;
  /** Sends every failed picture that can be sent again. */
  retryFailed: () => void;
  /** Removes the failed pictures: the form goes on with the others only. */
  dropFailed: () => void;
}

interface UploadsOptions {
  urls: string[];
  onChange: ((urls: string[]) => void) | undefined;
  onStateChange: ((state: UploadFieldState) => void) | undefined;
  maxCount: number;
}

/**
 * The pictures of an upload field on their way up (ImageUploadField.tsx): each chosen
 * file goes up at once with its progress; a failed one stays with its reason, to retry
 * or drop. `room` is how many more may be chosen: failed ones do not count.
 */
export function useImageUploads({ urls, onChange, onStateChange, maxCount }: UploadsOptions) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState<PendingTile[]>([]);
  const latest = useRef({ urls, onChange });
  latest.current = { urls, onChange };
  const nextKey = useRef(0);

  const uploading = pending.some((tile) => tile.status === 'uploading');
  const failed = pending.filter((tile) => tile.status === 'failed').length;
  // The form's choices act on the tiles as they are when chosen, not as they were rendered.
  const tiles = useRef(pending);
  tiles.current = pending;
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
      const url = await uploadImage(file, {
        silent: true,
        maxEdge: EVIDENCE_MAX_EDGE,
        onProgress: (progress) => update(key, { progress }),
      });
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

  const retry = (tile: PendingTile) => void start(tile.key, tile.file);
  // start and drop only change the tiles through updaters and refs: any render's copy will do.
  const act = useRef({ retry, drop });
  useEffect(
    () =>
      onStateChange?.({
        uploading,
        failed,
        retryFailed: () =>
          tiles.current.filter((tile) => tile.status === 'failed' && tile.retryable).forEach(act.current.retry),
        dropFailed: () =>
          tiles.current.filter((tile) => tile.status === 'failed').forEach((tile) => act.current.drop(tile.key)),
      }),
    [uploading, failed, onStateChange],
  );

  return { pending, room, choose, retry, drop };
}
