import type { Logger } from 'pino';
import type { UpstreamAnswer } from './answers.ts';
import type { Decoded, LegacyDecoders } from './decoders.ts';
import type { LegacyOperation } from './endpoints.ts';
import { badResponse } from './exchange.ts';

/**
 * The last layer of a call: the answer's `data` through its operation's decoder (decoders.ts),
 * so whatever reads it gets normalised, typed values; what does not decode is
 * UPSTREAM_BAD_RESPONSE, and which field of which call is logged for operators.
 */
export function decoding(decoders: LegacyDecoders, logger?: Logger) {
  return <Op extends LegacyOperation>(operation: Op, answer: UpstreamAnswer<unknown>): UpstreamAnswer<Decoded<Op>> => {
    const result = decoders[operation].safeParse(answer.data);
    if (!result.success) {
      // Which field of which call, for operators; the client only sees the code.
      const issue = result.error.issues[0];
      logger?.warn(
        {
          operation,
          field: issue?.path.join('.') || '(data)',
          problem: issue?.message,
          issues: result.error.issues.length,
        },
        'legacy answer could not be decoded',
      );
      badResponse();
    }
    // The answer made here for this call: its data replaced rather than a new answer made.
    answer.data = result.data;
    return answer as UpstreamAnswer<Decoded<Op>>;
  };
}
