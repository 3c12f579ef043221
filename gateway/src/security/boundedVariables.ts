import type { RequestHandler } from 'express';

/** Deeper than any input of the schema needs (the deepest is a list of objects in an input). */
export const MAX_VARIABLES_DEPTH = 16;
/** Values (objects, lists and leaves) in one request's variables. */
export const MAX_VARIABLES_VALUES = 5000;

/**
 * Why the value is refused, or undefined. Walks with its own stack, never recursion: the point
 * is to refuse 5,000 nested levels before anything recursive (serialising, coercion) sees them.
 */
function variablesProblem(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  let count = 0;
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    count += 1;
    if (count > MAX_VARIABLES_VALUES) return `Variables hold more than ${MAX_VARIABLES_VALUES} values`;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_VARIABLES_DEPTH) return `Variables nest deeper than ${MAX_VARIABLES_DEPTH} levels`;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}

function parsedQueryParameter(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined; // Apollo answers unreadable JSON itself, with a 400.
  }
}

/**
 * Refuses, with 400 BAD_REQUEST, GraphQL requests whose variables or extensions are too deep or
 * too large, in the body (POST) or the query string (GET).
 */
export function boundedVariables(): RequestHandler {
  return (req, res, next) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const candidates = [
      body['variables'],
      body['extensions'],
      parsedQueryParameter(req.query['variables']),
      parsedQueryParameter(req.query['extensions']),
    ];
    for (const candidate of candidates) {
      const problem = candidate === undefined ? undefined : variablesProblem(candidate);
      if (problem) {
        res.status(400).json({ errors: [{ message: problem, extensions: { code: 'BAD_REQUEST' } }] });
        return;
      }
    }
    next();
  };
}
