/** The envelope every legacy answer comes in, once read: `code` always a number, `msg` always a text. */
export interface LegacyEnvelope {
  code: number;
  msg: string;
  data: unknown;
}

/** How many starting points a noisy body is tried from before it is given up as not JSON. */
const MAX_JSON_STARTS = 20;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The JSON in a legacy body. PHP may print before it: a UTF-8 BOM, blank lines, a notice
 * or warning ("<br />\n<b>Notice</b>: … on line 12<br />"). The JSON is then read from the
 * first "{" at which the rest of the body is one whole JSON value.
 */
export function readJsonBody(raw: string): unknown {
  const text = raw.replace(/^\uFEFF/, '').trim();
  if (text === '') return undefined;
  const whole = parseJson(text);
  if (whole !== undefined) return whole;
  let from = text.indexOf('{');
  for (let tries = 0; from !== -1 && tries < MAX_JSON_STARTS; tries += 1) {
    const tail = parseJson(text.slice(from));
    if (tail !== undefined) return tail;
    from = text.indexOf('{', from + 1);
  }
  return undefined;
}

function readCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** The envelope `{code, msg, data}` with `code` a number or a numeric string; undefined when it is not one. */
export function readEnvelope(body: unknown): LegacyEnvelope | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  const code = readCode(fields['code']);
  if (code === undefined) return undefined;
  const msg =
    typeof fields['msg'] === 'string' ? fields['msg'] : typeof fields['msg'] === 'number' ? String(fields['msg']) : '';
  return { code, msg, data: fields['data'] ?? null };
}
