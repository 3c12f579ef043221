import i18next from 'i18next';
import { inputErrorMessage } from '../apollo/inputErrorMessage.ts';
import { sessionStore } from '../session/store.ts';
import { PHOTO_MAX_EDGE, scaleForUpload } from './scaleImage.ts';
import { toast } from './toast.ts';
import { uploadTurn } from './uploadTurns.ts';

/** The gateway's upload route: one image in the multipart field `file`, the session token in the `token` header. */
const UPLOAD_URL = '/upload';

/** The gateway's default limit (UPLOAD_MAX_BYTES); checked here so a shopper is not made to wait for a refusal. */
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * How long an upload may make no progress (no byte acknowledged going up, none coming back)
 * before it is given up: an idle limit, not a total one, so a photo on a slow uplink that
 * keeps moving takes as long as it needs. A little over the gateway's default
 * UPLOAD_TIMEOUT_MS (120 s), the gateway's own idle limit for the bytes it receives, so that
 * its answer saying so arrives first.
 */
const UPLOAD_IDLE_TIMEOUT_MS = 130_000;

/** What the gateway accepts (it checks the bytes themselves); the file chooser offers these. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
const ACCEPTED_TYPES = new Set(UPLOAD_ACCEPT.split(','));

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
  error?: { code?: string; message?: string; reason?: unknown };
}

/** The user-facing text for a failed upload, in the spirit of the error catalogue (spec section 8). */
function messageFor(code: string, answer: UploadAnswer | undefined, status: number): string {
  switch (code) {
    case 'BAD_USER_INPUT':
      return inputErrorMessage(answer?.error?.reason, i18next.t);
    case 'UPSTREAM_REJECTED':
    case 'UNAUTHENTICATED':
      return answer?.error?.message || i18next.t('errors.unexpected');
    case 'UPSTREAM_TIMEOUT':
      return i18next.t('errors.timeout');
    case 'UPLOAD_TIMEOUT':
      return i18next.t('upload.stalled');
    case 'UPSTREAM_UNAVAILABLE':
    case 'NETWORK_ERROR':
      return i18next.t('errors.network');
    case 'UPSTREAM_BAD_RESPONSE':
      return i18next.t('errors.badResponse');
    case 'RATE_LIMITED':
      return i18next.t('errors.rateLimited');
    default:
      // A proxy in front of the gateway may refuse a large body with its own page.
      if (status === 413) return i18next.t('errors.input.tooLarge');
      return i18next.t('errors.httpStatus', { status: String(status) });
  }
}

/**
 * What is wrong with a chosen file before it is sent, if anything. The browser's type
 * is only a hint (the gateway reads the bytes); an empty type is let through for the
 * gateway to judge, since some systems give photos none.
 */
function localUploadProblem(file: Blob): UploadError | undefined {
  if (file.type !== '' && !ACCEPTED_TYPES.has(file.type)) {
    return new UploadError('BAD_USER_INPUT', inputErrorMessage({ field: 'file', rule: 'imageType' }, i18next.t));
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return new UploadError(
      'BAD_USER_INPUT',
      inputErrorMessage({ field: 'file', rule: 'maxBytes', limit: UPLOAD_MAX_BYTES }, i18next.t),
    );
  }
  return undefined;
}

export interface UploadOptions {
  /** Leaves the failure toast out (the caller shows the failure itself). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Called as the bytes go up, with the fraction sent (0–1). */
  onProgress?: (fraction: number) => void;
  /** The photo is scaled to at most this many pixels on its long edge before it goes (scaleImage.ts). */
  maxEdge?: number;
  /** How long the upload may make no progress before it is given up (tests shorten it). */
  idleTimeoutMs?: number;
}

/** POSTs the form with XMLHttpRequest: fetch cannot report how much of a body has been sent. */
function send(
  form: FormData,
  headers: Record<string, string>,
  options: UploadOptions,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // No total deadline (XHR's own timeout is one): the idle timer below starts again with every sign of progress.
    const idleMs = options.idleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        // Said at once, not on the abort event: the request is given up either way.
        reject(new UploadError('UPLOAD_TIMEOUT', messageFor('UPLOAD_TIMEOUT', undefined, 0)));
        request.abort();
      }, idleMs);
    };
    const settle = () => clearTimeout(idle);
    request.open('POST', UPLOAD_URL);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      moved();
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    // All sent: the answer is what is awaited now, under the same idle limit.
    request.upload.addEventListener('load', moved);
    request.addEventListener('progress', moved);
    request.addEventListener('load', () => {
      settle();
      resolve({ status: request.status, text: request.responseText });
    });
    request.addEventListener('error', () => {
      settle();
      reject(new UploadError('NETWORK_ERROR', messageFor('NETWORK_ERROR', undefined, 0)));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    moved();
    request.send(form);
  });
}

/** Sends the form once this page's turn comes (uploadTurns.ts): the line keeps the gateway's places free. */
async function sendInTurn(
  form: FormData,
  headers: Record<string, string>,
  options: UploadOptions,
): Promise<{ status: number; text: string }> {
  const release = await uploadTurn(options.signal);
  try {
    return await send(form, headers, options);
  } finally {
    release();
  }
}

/**
 * Uploads one image and answers its absolute URL: scaled down and re-encoded first
 * (scaleImage.ts), so a camera photo goes up as a few hundred KB. A failure shows the
 * translated message as a fail toast (unless `silent`) and throws an {@link UploadError}.
 */
export async function uploadImage(chosen: Blob, options: UploadOptions = {}): Promise<string> {
  const token = sessionStore.getToken();
  const lang = i18next.language || 'en';
  const headers: Record<string, string> = { lang, language: lang };
  if (token) headers['token'] = token;

  const file = await scaleForUpload(chosen, options.maxEdge ?? PHOTO_MAX_EDGE);
  let failure = localUploadProblem(file);
  if (!failure) {
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'image');
    try {
      const { status, text } = await sendInTurn(form, headers, options);
      let answer: UploadAnswer | undefined;
      try {
        answer = JSON.parse(text) as UploadAnswer;
      } catch {
        answer = undefined;
      }
      if (status >= 200 && status < 300 && typeof answer?.url === 'string') return answer.url;
      const code = answer?.error?.code ?? (answer || status >= 400 ? 'HTTP_ERROR' : 'UPSTREAM_BAD_RESPONSE');
      failure = new UploadError(code, messageFor(code, answer, status));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      failure =
        error instanceof UploadError
          ? error
          : new UploadError('NETWORK_ERROR', messageFor('NETWORK_ERROR', undefined, 0));
    }
  }
  if (!options.silent) toast.fail(failure.message);
  throw failure;
}
