import { expect } from 'vitest';
import type { Answer } from './standIn.ts';

/** A refusal as the legacy API answers most of them: HTTP 200, code 0, the message, no data. */
export function expectFailure(answer: Answer, msg: string): void {
  expect(answer.status).toBe(200);
  expect(answer.body.code).toBe(0);
  expect(answer.body.msg).toBe(msg);
  expect(answer.body.data).toBeNull();
}

/** The answer to a call that needs a session and came without a valid one. */
export function expectUnauthorized(answer: Answer): void {
  expect(answer.status).toBe(401);
  expect(answer.body).toMatchObject({ code: 401, msg: 'Please login first', data: null });
}

/**
 * Unix seconds as the "Y-m-d H:i:s" wall clock in UTC, the test stand-in's zone (written
 * from the ISO form, independently of the stand-in's own formatting).
 */
export function utcWallClock(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}
