import type { Request } from 'express';
import type { z } from 'zod';
import { isMessageKey } from '../i18n/index.ts';
import { ApiError } from './envelope.ts';

/**
 * The request's parameters, as the legacy API reads them: query string and body
 * merged (body wins), whatever the method.
 */
function rawParams(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...(req.query as Record<string, unknown>), ...(fromBody as Record<string, unknown>) };
}

/**
 * Validates the request's parameters against `schema`. The first problem is
 * answered as code 0 with a message naming the field, in the request's language.
 */
export function input<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const raw = rawParams(req);
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  const value = issue?.path.length ? raw[String(issue.path[0])] : raw;
  if (issue && isMessageKey(issue.message)) {
    const max = 'maximum' in issue ? Number(issue.maximum) : 0;
    throw new ApiError(issue.message, { field, max });
  }
  if (value === undefined || value === null || value === '') throw new ApiError('required', { field });
  throw new ApiError('invalidParam', { field });
}
