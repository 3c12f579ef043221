import i18next from 'i18next';
import { sessionStore } from '../session/store.ts';
import { toast } from './toast.ts';

/** The gateway's upload route: one image in the multipart field `file`, the session token in the `token` header. */
export const UPLOAD_URL = '/upload';

/** A refused or failed upload, with the message the user was (or should be) shown. */
export class UploadError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'UploadError';
    this.code = code;
  }
}

interface UploadAnswer {
  url?: string;
  error?: { code?: string; message?: string; status?: number };
}

/** The user-facing text for a failed upload, in the spirit of the error catalogue (spec section 8). */
function messageFor(code: string, serverMessage: string | undefined, status: number): string {
  switch (code) {
    case 'UPSTREAM_REJECTED':
    case 'BAD_USER_INPUT':
    case 'UNAUTHENTICATED':
      return serverMessage || i18next.t('errors.unexpected');
    case 'UPSTREAM_TIMEOUT':
      return i18next.t('errors.timeout');
    case 'UPSTREAM_UNAVAILABLE':
    case 'NETWORK_ERROR':
      return i18next.t('errors.network');
    case 'UPSTREAM_BAD_RESPONSE':
      return i18next.t('errors.badResponse');
    case 'RATE_LIMITED':
      return i18next.t('errors.rateLimited');
    default:
      return i18next.t('errors.httpStatus', { status: String(status) });
  }
}

/**
 * Uploads one image and answers its absolute URL. A failure shows the translated
 * message as a fail toast (unless `silent`) and throws an {@link UploadError}.
 */
export async function uploadImage(file: Blob, options: { silent?: boolean; signal?: AbortSignal } = {}): Promise<string> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'image');
  const token = sessionStore.getToken();
  const lang = i18next.language || 'en';
  const headers: Record<string, string> = { lang, language: lang };
  if (token) headers['token'] = token;

  let failure: UploadError;
  try {
    const response = await fetch(UPLOAD_URL, {
      method: 'POST',
      body: form,
      headers,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let answer: UploadAnswer | undefined;
    try {
      answer = (await response.json()) as UploadAnswer;
    } catch {
      answer = undefined;
    }
    if (response.ok && typeof answer?.url === 'string') return answer.url;
    const code = answer?.error?.code ?? (answer ? 'HTTP_ERROR' : 'UPSTREAM_BAD_RESPONSE');
    failure = new UploadError(code, messageFor(code, answer?.error?.message, response.status));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    failure = new UploadError('NETWORK_ERROR', messageFor('NETWORK_ERROR', undefined, 0));
  }
  if (!options.silent) toast.fail(failure.message);
  throw failure;
}
