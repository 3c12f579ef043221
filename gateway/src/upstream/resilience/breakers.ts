import { BrokenCircuitError, CircuitState, circuitBreaker, ConsecutiveBreaker, handleWhen } from 'cockatiel';
import type { CircuitBreakerPolicy } from 'cockatiel';
import { GraphQLError } from 'graphql';
import { ErrorCode, gatewayError } from '../../errors.ts';
import { isUnreachable } from './outcomes.ts';

export interface BreakerSettings {
  /** Failures in a row (timeouts, connection errors, 502/503/504) that open a call's breaker; 0: none. */
  failures: number;
  /** How long an open breaker refuses at once before it lets one call through to test the API. */
  halfOpenAfterMs: number;
}

/** A breaker's state as `gateway_upstream_breaker_state` reports it. */
export const BreakerState = { closed: 0, halfOpen: 1, open: 2 } as const;
export type BreakerState = (typeof BreakerState)[keyof typeof BreakerState];

/**
 * The refusal of a call whose breaker is open: UPSTREAM_UNAVAILABLE, like the legacy API being
 * unreachable (which is what the breaker learned), with `breakerOpen` for whoever can answer
 * otherwise (the public cache's stale answers) and `retryAfter` in seconds for the client.
 */
function breakerOpenError(retryAfter: number): GraphQLError {
  return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The legacy API is not answering this call for now', {
    breakerOpen: true,
    retryAfter,
  });
}

/** Whether a call failed at once because its breaker is open (nothing was sent). */
export function isBreakerOpen(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions['breakerOpen'] === true;
}

interface Breaker {
  policy: CircuitBreakerPolicy;
  /** When it last opened (Date.now()), for `retryAfter`. */
  openedAt: number;
}

/**
 * One circuit breaker per legacy call (operation), in this process (cockatiel's breaker). After
 * `failures` unreachable answers in a row the call fails at once with UPSTREAM_UNAVAILABLE and
 * `retryAfter`, instead of every request waiting for the deadline; after `halfOpenAfterMs` one
 * call goes through: a real answer closes the breaker, another failure opens it again. While
 * that one call is out, the others are refused too (cockatiel would make them wait for it).
 */
export class UpstreamBreakers {
  private readonly breakers = new Map<string, Breaker>();

  constructor(
    private readonly settings: BreakerSettings,
    /** Told of every change (e.g. to log it). */
    private readonly onChange?: (call: string, state: BreakerState) => void,
  ) {}

  /** Runs one call through its breaker. */
  async run<T>(call: string, send: () => Promise<T>): Promise<T> {
    if (this.settings.failures === 0) return send();
    const breaker = this.breaker(call);
    // A probe is out: refuse now rather than queue behind it for as long as it takes.
    if (breaker.policy.state === CircuitState.HalfOpen) throw breakerOpenError(1);
    try {
      return await breaker.policy.execute(send);
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw breakerOpenError(this.retryAfter(breaker));
      throw error;
    }
  }

  /** The state of one call's breaker (closed when it never failed). */
  state(call: string): BreakerState {
    const state = this.breakers.get(call)?.policy.state ?? CircuitState.Closed;
    if (state === CircuitState.HalfOpen) return BreakerState.halfOpen;
    return state === CircuitState.Closed ? BreakerState.closed : BreakerState.open;
  }

  /** The calls whose breaker is not closed, with its state (for /readyz). */
  notClosed(): Record<string, 'open' | 'half-open'> {
    const states: Record<string, 'open' | 'half-open'> = {};
    for (const call of this.breakers.keys()) {
      const state = this.state(call);
      if (state !== BreakerState.closed) states[call] = state === BreakerState.open ? 'open' : 'half-open';
    }
    return states;
  }

  private retryAfter(breaker: Breaker): number {
    const left = breaker.openedAt + this.settings.halfOpenAfterMs - Date.now();
    return Math.max(1, Math.ceil(left / 1000));
  }

  private breaker(call: string): Breaker {
    let breaker = this.breakers.get(call);
    if (!breaker) {
      const policy = circuitBreaker(handleWhen(isUnreachable), {
        halfOpenAfter: this.settings.halfOpenAfterMs,
        breaker: new ConsecutiveBreaker(this.settings.failures),
      });
      const created: Breaker = { policy, openedAt: 0 };
      policy.onBreak(() => {
        created.openedAt = Date.now();
      });
      policy.onStateChange(() => this.onChange?.(call, this.state(call)));
      this.breakers.set(call, created);
      breaker = created;
    }
    return breaker;
  }
}
