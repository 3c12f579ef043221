/** A parameter's text: scalars as JavaScript writes them, anything deeper as JSON (never "[object Object]"). */
function parameterText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? '';
}

/**
 * Writes GET parameters the way the legacy API reads them: null, undefined and
 * empty-string values are left out, and a one-level nested object `{a: {k: v}}`
 * becomes `a[k]=v`. Arrays become comma lists, as the legacy API takes id lists.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return;
    if (Array.isArray(value)) {
      if (value.length > 0) search.append(name, value.map(parameterText).join(','));
      return;
    }
    search.append(name, parameterText(value));
  };
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
    } else {
      add(name, value);
    }
  }
  return search.toString();
}

/** The same cleaning for JSON bodies: absent values are left out rather than sent as null. */
export function cleanBody(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined));
}
