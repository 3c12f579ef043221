import { expect } from 'vitest';
import type { GraphQLAnswer, Stack } from './stack.ts';

/*
 * Checks on gateway answers shared by the catalogue and shop tests. Bound to the
 * file's stack through a getter, because the stack starts in beforeAll.
 */

/** The one error of an answer that must carry exactly one. */
export function errorOf<T>(answer: GraphQLAnswer<T>) {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  return answer.errors![0]!;
}

export function answerChecks(getStack: () => Stack) {
  return {
    /** Starts a test with no cached public answers and no recorded calls. */
    fresh(): void {
      const stack = getStack();
      stack.gateway.publicCache.clear();
      stack.resetCalls();
    },
    /** A BAD_USER_INPUT error naming the field, rejected before any upstream call. */
    expectBadInput<T>(answer: GraphQLAnswer<T>, field: string): void {
      expect(errorOf(answer).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(getStack().calls).toEqual([]);
    },
  };
}
