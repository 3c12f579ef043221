import { Toast } from 'antd-mobile';

/** The spec's toast: 1200 ms for messages; a loading toast stays until it is closed. */
export const TOAST_MS = 1200;

export const toast = {
  info(content: string): void {
    Toast.show({ content, duration: TOAST_MS });
  },
  success(content: string): void {
    Toast.show({ icon: 'success', content, duration: TOAST_MS });
  },
  fail(content: string): void {
    Toast.show({ icon: 'fail', content, duration: TOAST_MS });
  },
  /** Shows a loading toast and answers the function that closes it. */
  loading(content: string): () => void {
    const handler = Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
    return () => handler.close();
  },
};
