import { actionRefused, isRejection, type InputReason } from '../errors.ts';

/** A business rule of the legacy API that a refused mutation broke, as ACTION_REFUSED reports it. */
export type Refusal = Pick<InputReason, 'field' | 'rule' | 'limit'>;

/**
 * Runs a legacy write; when the legacy API refuses it, `diagnose` reads what the gateway can see
 * after the refusal (the balance, the stock, the order) and names the business rule that failed,
 * which is answered as ACTION_REFUSED with the legacy API's message: a client tells the failures
 * apart by `extensions.reason.rule`, never by the message. A refusal the reads do not explain, or
 * one whose reads fail, goes through as the UPSTREAM_REJECTED it was. Costs reads only on refusal.
 */
export async function explainRefusal<T>(
  write: () => Promise<T>,
  diagnose: () => Promise<Refusal | undefined>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isRejection(error)) throw error;
    const refusal = await diagnose().catch(() => undefined);
    if (!refusal) throw error;
    throw actionRefused(
      error,
      refusal.field,
      refusal.rule,
      refusal.limit === undefined ? {} : { limit: refusal.limit },
    );
  }
}
