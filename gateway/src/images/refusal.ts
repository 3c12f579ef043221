/** Why a picture variant could not be made; each becomes one status and one plain sentence. */
export type RefusalReason =
  | 'not-an-image'
  | 'unreadable'
  | 'too-many-pixels'
  | 'too-large'
  | 'upstream-missing'
  | 'upstream-failed'
  | 'upstream-timeout'
  | 'busy'
  | 'rate-limited';

const ANSWERS: Record<RefusalReason, { status: number; text: string }> = {
  'not-an-image': { status: 415, text: 'The file at this address is not a picture.' },
  unreadable: { status: 422, text: 'The picture is damaged or truncated and cannot be resized.' },
  'too-many-pixels': { status: 422, text: 'The picture has too many pixels to be resized.' },
  'too-large': { status: 422, text: 'The picture file is too large to be resized.' },
  'upstream-missing': { status: 404, text: 'There is no picture at this address.' },
  'upstream-failed': { status: 502, text: 'The picture could not be fetched from its source.' },
  'upstream-timeout': { status: 504, text: 'The picture took too long to arrive from its source.' },
  busy: { status: 503, text: 'Too many pictures are being resized right now; try again shortly.' },
  'rate-limited': { status: 429, text: 'Too many new pictures were asked for from this address; try again shortly.' },
};

/** A refusal with a status a client can act on; never a 500 for an input or an upstream's answer. */
export class ImageRefusal extends Error {
  readonly status: number;

  /** `retryAfter`: whole seconds a client should wait (Retry-After), when the refusal has one. */
  constructor(
    readonly reason: RefusalReason,
    readonly retryAfter?: number,
  ) {
    const answer = ANSWERS[reason];
    super(answer.text);
    this.name = 'ImageRefusal';
    this.status = answer.status;
  }
}
