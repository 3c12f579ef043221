import { badInput, InputRule } from '../errors.ts';
import { characterCount, id, requiredText } from '../validation/rules.ts';

/** The legacy API refuses longer search texts. */
const MAX_SEARCH_TITLE = 100;

/** A required id argument as the number the legacy API takes. */
export function idNumber(field: string, value: string | number): number {
  return Number(id(field, value));
}

/** An optional category filter: absent or null means every category. */
export function optionalCategoryId(field: string, value: string | number | null | undefined): number | undefined {
  return value === null || value === undefined ? undefined : idNumber(field, value);
}

/** A search text that must say something: trimmed, non-empty, at most 100 characters. */
export function searchTitle(field: string, value: string): string {
  return requiredText(field, value, MAX_SEARCH_TITLE);
}

/** An optional title filter: trimmed; empty means no filter. */
export function optionalTitle(field: string, value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (characterCount(text) > MAX_SEARCH_TITLE)
    throw badInput(field, `${field} must be at most ${MAX_SEARCH_TITLE} characters`, InputRule.maxLength, {
      limit: MAX_SEARCH_TITLE,
    });
  return text === '' ? undefined : text;
}
