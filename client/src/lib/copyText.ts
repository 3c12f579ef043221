import i18next from 'i18next';
import { toast } from './toast.ts';

/**
 * Copies text to the clipboard. The Clipboard API exists only in a secure
 * context (https or localhost); elsewhere the user is told that copying needs
 * https (spec section 5). Answers whether it was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  if (!window.isSecureContext || !navigator.clipboard) {
    toast.fail(i18next.t('messages.copyNeedsHttps'));
    return false;
  }
  try {
    await navigator.clipboard.writeText(text);
    toast.success(i18next.t('messages.copied'));
    return true;
  } catch {
    toast.fail(i18next.t('messages.copyFail'));
    return false;
  }
}
