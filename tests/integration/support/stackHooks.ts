import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStack, type Stack } from './stack.ts';

/*
 * The per-file lifecycle of a stack: started once for the file with the demo
 * user logged in, closed after it, and with its recorded upstream calls reset
 * before every test. The stack and token are handed to `bind`, which stores them
 * in the file's own variables.
 */
export function withLoggedInStack(bind: (stack: Stack, token: string) => void): void {
  let stack: Stack | undefined;

  beforeAll(async () => {
    stack = await startStack();
    bind(stack, await stack.login());
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(() => {
    stack!.resetCalls();
  });
}
