/** One `name=value` part of a URL's query, as sent, with its name decoded. */
export interface QueryPart {
  /** The part as sent (`na%6De=v`). */
  part: string;
  /** Its name as sent (`na%6De`). */
  rawName: string;
  /** Its name decoded (`name`; `+` is a space), or undefined when it cannot be (a broken escape). */
  name: string | undefined;
  /** What follows its first `=`, as sent; undefined without one. */
  value: string | undefined;
}

/** The parts of a query (`a=1&b&c=%ZZ`, without its `?`), in order, empty ones included. */
export function queryParts(query: string): QueryPart[] {
  return query.split('&').map((part) => {
    const equals = part.indexOf('=');
    const rawName = equals < 0 ? part : part.slice(0, equals);
    let name: string | undefined;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = undefined;
    }
    return { part, rawName, name, value: equals < 0 ? undefined : part.slice(equals + 1) };
  });
}
