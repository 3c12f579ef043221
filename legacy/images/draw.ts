/** Draws every kind of stand-in image as an SVG document, deterministically from its name. */
import { categoryIcon } from './icons.ts';
import type { ImageRequest } from './names.ts';
import { gradient, hash, hsl, label, palette, svgDocument } from './svg.ts';

const PRODUCT_SIZE = 400;

function dots(color: string, step: number, width: number, height: number): string {
  let out = '';
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < width; x += step) out += `<circle cx="${x}" cy="${y}" r="3" fill="${color}"/>`;
  }
  return `<g opacity="0.35">${out}</g>`;
}

function badge(x: number, y: number, text: string, fill: string, color: string): string {
  const width = 28 + text.length * 26;
  return (
    `<rect x="${x - width / 2}" y="${y - 26}" width="${width}" height="52" rx="26" fill="${fill}"/>` +
    label(x, y + 2, 30, color, text)
  );
}

/** A product picture: its category's pictogram in product-specific colours; views 1–5 differ in layout. */
export function drawProduct(categoryId: number, productId: number, view: number, initials: string): string {
  const p = palette(hash(productId, categoryId));
  const accent = hsl((p.hue + 180) % 360, 70, 62);
  const s = PRODUCT_SIZE;
  let body = `<defs>${gradient('bg', p.light, p.soft)}</defs><rect width="${s}" height="${s}" fill="url(#bg)"/>`;
  switch (view) {
    case 2:
      body += dots(p.strong, 40, s, s);
      body += categoryIcon(categoryId, 90, 70, 220, p.strong, accent, -12);
      body += badge(s / 2, 340, initials, p.dark, '#ffffff');
      break;
    case 3:
      body += categoryIcon(categoryId, 24, 24, 96, p.strong, accent);
      body += `<circle cx="${s / 2}" cy="${s / 2 + 20}" r="120" fill="${p.strong}"/>`;
      body += label(s / 2, s / 2 + 24, 110, '#ffffff', initials);
      break;
    case 4:
      body += `<svg x="0" y="0" width="${s}" height="${s}" overflow="hidden">`;
      body += categoryIcon(categoryId, -110, -60, 560, p.strong, accent, 8);
      body += '</svg>';
      body += badge(320, 360, initials, '#ffffff', p.dark);
      break;
    case 5:
      body += categoryIcon(categoryId, 30, 110, 160, p.strong, accent);
      body += categoryIcon(categoryId, 210, 110, 160, accent, p.strong);
      body += badge(s / 2, 340, initials, p.dark, '#ffffff');
      break;
    default:
      body += categoryIcon(categoryId, 80, 50, 240, p.strong, accent);
      body += badge(s / 2, 340, initials, p.dark, '#ffffff');
  }
  body += label(s - 52, 26, 18, p.dark, `No.${productId}`, 600);
  let marks = '';
  for (let i = 1; i <= 5; i++) {
    marks += `<circle cx="${s / 2 - 40 + i * 13}" cy="${s - 14}" r="4" fill="${i === view ? p.dark : '#ffffff'}"/>`;
  }
  body += marks;
  return svgDocument(s, s, `Product ${productId}, picture ${view}`, body);
}

/** A shop's avatar: a storefront awning over the shop's initials. */
export function drawShopAvatar(merId: number, initials: string): string {
  const p = palette(hash(merId, 77));
  let awning = '';
  for (let i = 0; i < 5; i++) {
    awning += `<path d="M${20 + i * 32} 40 h32 v22 a16 16 0 0 1 -32 0 z" fill="${i % 2 ? '#ffffff' : p.strong}"/>`;
  }
  const body =
    `<rect width="200" height="200" rx="36" fill="${p.light}"/>` +
    `<rect x="20" y="28" width="160" height="14" rx="4" fill="${p.dark}"/>` +
    awning +
    label(100, 126, 56, p.dark, initials) +
    `<rect x="40" y="162" width="120" height="8" rx="4" fill="${p.soft}"/>`;
  return svgDocument(200, 200, `Shop ${merId}`, body);
}

/** A shop's banner: its colours with its main category's pictograms and its initials. */
export function drawShopBanner(merId: number, view: number, categoryId: number, initials: string): string {
  const p = palette(hash(merId, view + 100));
  let body = `<defs>${gradient('bg', p.strong, p.dark)}</defs><rect width="750" height="300" fill="url(#bg)"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 20 + i * 125 + (view * 17) % 40;
    const y = i % 2 ? 170 : 30;
    body += `<g opacity="0.22">${categoryIcon(categoryId, x, y, 90, '#ffffff', p.dark, (i * 23 + view * 11) % 40 - 20)}</g>`;
  }
  body += `<circle cx="375" cy="150" r="86" fill="#ffffff" opacity="0.92"/>`;
  body += categoryIcon(categoryId, 335, 78, 80, p.strong, p.soft);
  body += label(375, 200, 40, p.dark, initials);
  return svgDocument(750, 300, `Shop ${merId} banner ${view}`, body);
}

interface PlatformBanner {
  hue: number;
  headline: string;
  line: string;
  icons: number[];
}

const summerSale: PlatformBanner = { hue: 22, headline: 'Summer Sale', line: 'Up to 50% off outdoor gear', icons: [3, 10] };

const platformBanners: Record<number, PlatformBanner> = {
  1: summerSale,
  2: { hue: 330, headline: 'New Arrivals', line: 'Fresh styles every week', icons: [7, 6] },
  3: { hue: 215, headline: 'Tech Week', line: 'Laptops, phones and more', icons: [1, 9] },
  4: { hue: 150, headline: 'Home & Living', line: 'Make every day comfortable', icons: [4, 2] },
  5: { hue: 45, headline: 'Free Shipping', line: 'On thousands of items worldwide', icons: [2, 8] },
  6: { hue: 120, headline: 'Healthy Picks', line: 'Good food, good life', icons: [8, 5] },
};

/** A platform banner of the home page (1–6): a campaign headline with two pictograms. */
export function drawPlatformBanner(number: number): string {
  const banner = platformBanners[number] ?? summerSale;
  const from = hsl(banner.hue, 80, 58);
  const to = hsl((banner.hue + 30) % 360, 75, 42);
  let body = `<defs>${gradient('bg', from, to)}</defs><rect width="750" height="300" rx="24" fill="url(#bg)"/>`;
  body += dots('#ffffff', 50, 750, 300).replace('opacity="0.35"', 'opacity="0.12"');
  const headlineSize = Math.min(58, Math.floor(420 / (0.62 * banner.headline.length)));
  body += label(250, 120, headlineSize, '#ffffff', banner.headline, 800);
  body += label(250, 185, 26, '#ffffff', banner.line, 500);
  body += `<rect x="170" y="220" width="160" height="44" rx="22" fill="#ffffff"/>`;
  body += label(250, 243, 22, to, 'Shop now', 700);
  const [first = 1, second = 2] = banner.icons;
  body += `<circle cx="590" cy="150" r="110" fill="#ffffff" opacity="0.18"/>`;
  body += categoryIcon(first, 500, 70, 130, '#ffffff', to, -8);
  body += categoryIcon(second, 600, 140, 100, hsl(banner.hue, 90, 90), to, 10);
  return svgDocument(750, 300, `${banner.headline}: ${banner.line}`, body);
}

/** The platform logo: a shopping bag with a globe. */
export function drawLogo(): string {
  const body =
    `<defs>${gradient('bg', '#ff8a3d', '#e5482d')}</defs>` +
    `<rect width="200" height="200" rx="44" fill="url(#bg)"/>` +
    `<path d="M62 70 a38 38 0 0 1 76 0" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M40 68 H160 L150 168 H50 Z" fill="#ffffff"/>` +
    `<circle cx="100" cy="118" r="30" fill="none" stroke="#e5482d" stroke-width="6"/>` +
    `<ellipse cx="100" cy="118" rx="12" ry="30" fill="none" stroke="#e5482d" stroke-width="5"/>` +
    `<path d="M70 118 H130" stroke="#e5482d" stroke-width="5"/>`;
  return svgDocument(200, 200, 'Logo', body);
}

/** A user avatar: initials on a coloured circle. */
export function drawAvatar(number: number, initials: string): string {
  const p = palette(hash(number, 313));
  const body =
    `<circle cx="100" cy="100" r="100" fill="${p.strong}"/>` +
    `<circle cx="100" cy="100" r="88" fill="${p.soft}" opacity="0.35"/>` +
    label(100, 106, 72, '#ffffff', initials);
  return svgDocument(200, 200, `Avatar ${initials}`, body);
}

/** The SVG for a parsed image name. */
export function drawImage(request: ImageRequest): string {
  switch (request.kind) {
    case 'product':
      return drawProduct(request.categoryId, request.productId, request.view, request.initials);
    case 'shop':
      return drawShopAvatar(request.merId, request.initials);
    case 'shop-banner':
      return drawShopBanner(request.merId, request.view, request.categoryId, request.initials);
    case 'banner':
      return drawPlatformBanner(request.number);
    case 'logo':
      return drawLogo();
    case 'avatar':
      return drawAvatar(request.number, request.initials);
  }
}
