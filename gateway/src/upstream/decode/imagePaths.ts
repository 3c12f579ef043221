/** An absolute URL with a scheme ("https://…"), or protocol-relative ("//host/…"). */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * One legacy image reference: trimmed; a relative path gets its leading "/" ("static/x.png" and
 * "./static/x.png" are "/static/x.png"); absolute URLs are kept as they are — whether one is
 * on the upstream under another name is decided when it is shown (images.ts).
 */
export function normaliseImagePath(value: string): string {
  const text = value.trim();
  if (text === '' || ABSOLUTE.test(text)) return text;
  return `/${text.replace(/^(?:\.\/)+/, '').replace(/^\/+/, '')}`;
}

function fromJsonArray(text: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A legacy image list: a comma-separated string (with spaces, empty items, trailing commas),
 * a JSON array, or a JSON array written as a string; empty values are no images. Undefined
 * when it is none of those.
 */
export function readImageList(value: unknown): string[] | undefined {
  let items: unknown[];
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) {
    items = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    items = text.startsWith('[') ? (fromJsonArray(text) ?? text.split(',')) : text.split(',');
  } else if (typeof value === 'object' && Object.keys(value).length === 0) {
    return [];
  } else {
    return undefined;
  }
  if (!items.every((item) => typeof item === 'string' || item === null)) return undefined;
  return items.map((item) => normaliseImagePath(item ?? '')).filter((item) => item !== '');
}
