import type { TFunction } from 'i18next';
import type common from '../locales/en/common.json';

/** `extensions.reason` of the gateway's BAD_USER_INPUT errors (and of /upload's refusals). */
interface InputReason {
  field: string;
  rule: string;
  limit?: number | string;
  min?: number;
}

/** A rule with a translated text in common:errors.input (besides the two general texts). */
type Rule = Exclude<keyof (typeof common)['errors']['input'], 'invalid' | 'tooLarge'>;

/** The rules the gateway names. */
const RULES: ReadonlySet<string> = new Set<Rule>([
  'required',
  'maxLength',
  'minLength',
  'email',
  'mobile',
  'match',
  'differ',
  'paymentCode',
  'username',
  'dialCode',
  'amount',
  'positive',
  'notNegative',
  'maxAmount',
  'balance',
  'range',
  'stars',
  'minItems',
  'maxItems',
  'choice',
  'unsupported',
  'uploadedUrl',
  'oldCodeRequired',
  'noOldCode',
  'nothingToChange',
  'maxBytes',
  'maxPixels',
  'imageType',
  'oneFile',
  'malformed',
]);

const MEBIBYTE = 1024 * 1024;
const MEGAPIXEL = 1_000_000;

function isRule(rule: string): rule is Rule {
  return RULES.has(rule);
}

function asReason(value: unknown): InputReason | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { field, rule } = value as Partial<InputReason>;
  return typeof rule === 'string'
    ? { ...(value as InputReason), field: typeof field === 'string' ? field : '' }
    : undefined;
}

/**
 * The shopper's text for a refused input: the gateway's reason (rule and limit)
 * turned into the current language. The gateway's own message is for developers
 * and is never shown; an unknown or missing reason gets a general "check what you
 * entered".
 */
export function inputErrorMessage(reason: unknown, t: TFunction): string {
  const known = asReason(reason);
  if (!known || !isRule(known.rule)) return t('errors.input.invalid');
  if (known.rule === 'maxBytes') {
    const bytes = Number(known.limit);
    if (!Number.isFinite(bytes) || bytes <= 0) return t('errors.input.tooLarge');
    const megabytes = bytes / MEBIBYTE;
    return t('errors.input.maxBytes', { limit: Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1) });
  }
  if (known.rule === 'maxPixels') {
    const megapixels = Number(known.limit) / MEGAPIXEL;
    if (!Number.isFinite(megapixels) || megapixels <= 0) return t('errors.input.tooLarge');
    return t('errors.input.maxPixels', { limit: Number.isInteger(megapixels) ? megapixels : megapixels.toFixed(1) });
  }
  const rule: Rule = known.rule;
  return t(`errors.input.${rule}`, { limit: known.limit ?? '', min: known.min ?? '' });
}
