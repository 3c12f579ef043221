/**
 * One recognisable pictogram per category, drawn in a 100×100 box with a main
 * colour and an accent. Category ids follow the seed (1 computer … 10 toys).
 */

type Icon = (main: string, accent: string) => string;

const computer: Icon = (main, accent) =>
  `<rect x="16" y="18" width="68" height="46" rx="4" fill="${main}"/>` +
  `<rect x="21" y="23" width="58" height="36" rx="2" fill="${accent}"/>` +
  `<path d="M8 70 H92 L86 80 H14 Z" fill="${main}"/>` +
  `<rect x="42" y="72" width="16" height="3" rx="1.5" fill="${accent}"/>`;

const electrical: Icon = (main, accent) =>
  `<circle cx="50" cy="50" r="40" fill="${accent}"/>` +
  `<path d="M56 10 L26 56 H46 L40 90 L74 42 H54 Z" fill="${main}"/>`;

const outdoors: Icon = (main, accent) =>
  `<circle cx="74" cy="24" r="10" fill="${accent}"/>` +
  `<path d="M4 86 L38 30 L58 62 L68 48 L96 86 Z" fill="${main}"/>` +
  `<path d="M38 30 L46 43 L40 40 L34 45 L30 43 Z" fill="${accent}"/>`;

const familyLife: Icon = (main, accent) =>
  `<path d="M50 12 L90 46 H80 V88 H20 V46 H10 Z" fill="${main}"/>` +
  `<rect x="42" y="60" width="16" height="28" rx="2" fill="${accent}"/>` +
  `<rect x="27" y="52" width="11" height="11" fill="${accent}"/>` +
  `<rect x="62" y="52" width="11" height="11" fill="${accent}"/>`;

const health: Icon = (main, accent) =>
  `<circle cx="50" cy="50" r="40" fill="${main}"/>` +
  `<path d="M42 24 H58 V42 H76 V58 H58 V76 H42 V58 H24 V42 H42 Z" fill="${accent}"/>`;

const menswear: Icon = (main, accent) =>
  `<path d="M34 12 L50 22 L66 12 L92 28 L82 46 L72 41 V90 H28 V41 L18 46 L8 28 Z" fill="${main}"/>` +
  `<path d="M46 22 H54 L56 30 L53 66 L50 72 L47 66 L44 30 Z" fill="${accent}"/>`;

const womenswear: Icon = (main, accent) =>
  `<path d="M38 8 H44 L50 20 L56 8 H62 L64 34 L60 42 L86 90 H14 L40 42 L36 34 Z" fill="${main}"/>` +
  `<rect x="37" y="38" width="26" height="6" rx="3" fill="${accent}"/>`;

const food: Icon = (main, accent) =>
  `<path d="M50 30 C30 16 8 30 12 56 C16 82 36 94 50 86 C64 94 84 82 88 56 C92 30 70 16 50 30 Z" fill="${main}"/>` +
  `<path d="M50 30 C50 20 54 12 60 8" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
  `<path d="M54 22 C62 10 78 12 80 14 C74 24 62 26 54 22 Z" fill="${accent}"/>`;

const mobile: Icon = (main, accent) =>
  `<rect x="28" y="6" width="44" height="88" rx="8" fill="${main}"/>` +
  `<rect x="32" y="16" width="36" height="64" rx="2" fill="${accent}"/>` +
  `<circle cx="50" cy="87" r="3.5" fill="${accent}"/>` +
  `<rect x="44" y="10" width="12" height="2.5" rx="1.2" fill="${accent}"/>`;

const toys: Icon = (main, accent) =>
  `<circle cx="24" cy="26" r="13" fill="${main}"/><circle cx="76" cy="26" r="13" fill="${main}"/>` +
  `<circle cx="24" cy="26" r="6" fill="${accent}"/><circle cx="76" cy="26" r="6" fill="${accent}"/>` +
  `<circle cx="50" cy="56" r="36" fill="${main}"/>` +
  `<ellipse cx="50" cy="68" rx="15" ry="11" fill="${accent}"/>` +
  `<circle cx="37" cy="48" r="4.5" fill="${accent}"/><circle cx="63" cy="48" r="4.5" fill="${accent}"/>` +
  `<circle cx="50" cy="63" r="4" fill="${main}"/>`;

const icons: Record<number, Icon> = {
  1: computer,
  2: electrical,
  3: outdoors,
  4: familyLife,
  5: health,
  6: menswear,
  7: womenswear,
  8: food,
  9: mobile,
  10: toys,
};

/** The category's pictogram placed at (x, y) with the given size and rotation. */
export function categoryIcon(
  categoryId: number,
  x: number,
  y: number,
  size: number,
  main: string,
  accent: string,
  rotate = 0,
): string {
  const icon = icons[categoryId] ?? computer;
  const scale = size / 100;
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate} ${size / 2} ${size / 2}) scale(${scale})">` +
    `${icon(main, accent)}</g>`
  );
}
