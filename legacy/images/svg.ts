/** Small building blocks for the drawn SVG images: colours from numbers, escaping, the document frame. */

/** A well-mixed 32-bit hash of a few numbers, so neighbouring ids get unrelated colours. */
export function hash(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h ^= value >>> 0;
    h = Math.imul(h, 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** An sRGB hex colour from hue (0–360), saturation and lightness (0–100). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A pair of harmonious colours (light background, strong accent) picked by `seed`. */
export function palette(seed: number): { hue: number; light: string; soft: string; strong: string; dark: string } {
  const hue = seed % 360;
  return {
    hue,
    light: hsl(hue, 70, 93),
    soft: hsl((hue + 25) % 360, 65, 80),
    strong: hsl(hue, 62, 50),
    dark: hsl(hue, 55, 28),
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Wraps drawn content into a standalone SVG document of the given size. `lang`
 * (a BCP 47 tag) lets the renderer pick fonts and shaping for the texts' script.
 */
export function svgDocument(width: number, height: number, title: string, body: string, lang = 'en'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" xml:lang="${lang}" lang="${lang}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** A two-stop diagonal gradient definition with the given id. */
export function gradient(id: string, from: string, to: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

/** Centered text. */
export function label(x: number, y: number, size: number, fill: string, text: string, weight = 700): string {
  return (
    `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" ` +
    `font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(text)}</text>`
  );
}
