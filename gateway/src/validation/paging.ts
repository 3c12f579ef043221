import { badInput, InputRule } from '../errors.ts';

/** Checks page (≥ 1) and limit (1–100) before they go upstream. */
export function checkPaging(page: number, limit: number): { page: number; limit: number } {
  if (!Number.isInteger(page) || page < 1)
    throw badInput('page', 'page must be 1 or more', InputRule.range, { min: 1 });
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw badInput('limit', 'limit must be between 1 and 100', InputRule.range, { min: 1, limit: 100 });
  return { page, limit };
}
