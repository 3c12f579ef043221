import { GraphQLError } from 'graphql';
import { ErrorCode, gatewayError } from '../errors.ts';

/** What was being done when the reply was lost: the client words its message by it. */
export type LostOperation = 'payment' | 'submit';

/** How long the gateway spends finding out what became of a write whose reply was lost. */
const LOST_REPLY_CHECK_MS = 5000;
/** Reads tried at most in that time (one more after each failed one, after these pauses). */
const CHECK_PAUSES_MS = [0, 150, 400] as const;

/**
 * Whether a failed write may nevertheless have been carried out: the reply, not the
 * request, may be what went missing — no answer in time, the connection reset, an answer
 * cut short or unreadable, or a 5xx from the server or a proxy in front of it. A refusal
 * (envelope code ≠ 1) or a 401 is an answer: nothing was done.
 */
export function replyLost(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  switch (error.extensions['code']) {
    case ErrorCode.UPSTREAM_TIMEOUT:
    case ErrorCode.UPSTREAM_UNAVAILABLE:
    case ErrorCode.UPSTREAM_BAD_RESPONSE:
      return true;
    case ErrorCode.UPSTREAM_HTTP_ERROR:
      return Number(error.extensions['status']) >= 500;
    default:
      return false;
  }
}

/** What the check found: done (with what), not done, or nothing it can be sure of. */
export type Verdict<T> = { done: T } | { notDone: true } | { unknown: true };

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The check's answer, or undefined once the time left has passed (its read is then abandoned). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `check` (reads only) until it answers, a few times at most and within the deadline:
 * the legacy API that just lost a reply may fail a read too. Undefined when it never answered.
 */
export async function checkAfterLostReply<T>(
  check: () => Promise<Verdict<T>>,
  deadlineMs = LOST_REPLY_CHECK_MS,
): Promise<Verdict<T>> {
  const deadline = Date.now() + deadlineMs;
  for (const wait of CHECK_PAUSES_MS) {
    if (wait > 0) await pause(Math.min(wait, Math.max(0, deadline - Date.now())));
    const left = deadline - Date.now();
    if (left <= 0) break;
    try {
      const verdict = await within(check(), left);
      if (verdict !== undefined) return verdict;
    } catch {
      // A read that failed: asked again while there is time.
    }
  }
  return { unknown: true };
}

/** The check found that nothing was done: safe to try again. */
function notCompleted(operation: LostOperation): GraphQLError {
  const message =
    operation === 'payment'
      ? 'The reply to the payment was lost; the orders show it was not paid. Try again.'
      : 'The reply to the submission was lost; no order was created. Try again.';
  return gatewayError(ErrorCode.NOT_COMPLETED, message, { operation });
}

/** The check could not tell: the buyer should look at the order list before trying again. */
function outcomeUnknown(operation: LostOperation): GraphQLError {
  return gatewayError(
    ErrorCode.OUTCOME_UNKNOWN,
    'The reply was lost and the outcome could not be checked; see the order list before trying again.',
    { operation },
  );
}

/** The answer to give for a verdict: what was done, or the typed error that says it was not or may have been. */
export function settle<T>(verdict: Verdict<T>, operation: LostOperation): T {
  if ('done' in verdict) return verdict.done;
  throw 'notDone' in verdict ? notCompleted(operation) : outcomeUnknown(operation);
}
