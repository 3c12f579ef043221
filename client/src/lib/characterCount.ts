/*
 * Text lengths as the gateway counts them: Unicode code points, not UTF-16 units
 * (an emoji is one character, not two), so a counter that says 1000/1000 is never
 * refused for being too long.
 */

export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The first `max` characters of `text` (never half of a surrogate pair). */
export function truncateCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  let count = 0;
  for (const character of text) {
    if (count === max) break;
    end += character.length;
    count += 1;
  }
  return text.slice(0, end);
}
