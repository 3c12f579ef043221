import { Dialog } from 'antd-mobile';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadFieldState } from './useImageUploads.ts';

type Choice = 'retry' | 'without' | 'stay';

const SETTLED: UploadFieldState = {
  uploading: false,
  failed: 0,
  retryFailed: () => undefined,
  dropFailed: () => undefined,
};

/**
 * Keeps a form from being sent as if its photos were attached when some are not. While a
 * photo goes up, `uploading` holds the submit button. When one failed, `mayProceed` asks
 * the shopper what to do: try again, or (for optional photos, e.g. a review's) send
 * without it. Required photos (refund proof, top-up evidence) are never dropped for the
 * shopper: they are retried, or removed by hand.
 */
export function useUploadGate({ optional }: { optional: boolean }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<UploadFieldState>(SETTLED);
  const latest = useRef(state);
  latest.current = state;
  const onStateChange = useCallback((next: UploadFieldState) => setState(next), []);

  /** True when the form may be sent now; otherwise the shopper was asked and chose. */
  const mayProceed = async (): Promise<boolean> => {
    const current = latest.current;
    if (current.uploading) return false;
    if (current.failed === 0) return true;
    const choice = await new Promise<Choice>((resolve) => {
      Dialog.show({
        title: t('upload.notSentTitle'),
        content: t(optional ? 'upload.notSentOptional' : 'upload.notSentRequired'),
        closeOnAction: true,
        closeOnMaskClick: true,
        onClose: () => resolve('stay'),
        actions: [
          { key: 'retry', text: t('upload.retry'), bold: true, onClick: () => resolve('retry') },
          ...(optional ? [{ key: 'without', text: t('upload.sendWithout'), onClick: () => resolve('without') }] : []),
          { key: 'stay', text: t('actions.cancel'), onClick: () => resolve('stay') },
        ],
      });
    });
    if (choice === 'retry') current.retryFailed();
    if (choice !== 'without') return false;
    current.dropFailed();
    return true;
  };

  return { uploading: state.uploading, onStateChange, mayProceed };
}
