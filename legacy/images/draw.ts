/** Draws every kind of stand-in image as an SVG document, deterministically from its name. */
import { categoryIcon } from './icons.ts';
import { isMessageKey, isRightToLeft, LANGUAGE_TAGS, t, type MessageKey, type MessageLanguage } from '../i18n/index.ts';
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
function drawProduct(categoryId: number, productId: number, view: number, initials: string): string {
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
  // No drawn page dots: the storefront shows its own counter, and five dots drawn on every
  // picture contradicted it ("1/3" under five dots).
  return svgDocument(s, s, `Product ${productId}, picture ${view}`, body);
}

/** A shop's avatar: a storefront awning over the shop's initials. */
function drawShopAvatar(merId: number, initials: string): string {
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
function drawShopBanner(merId: number, view: number, categoryId: number, initials: string): string {
  const p = palette(hash(merId, view + 100));
  let body = `<defs>${gradient('bg', p.strong, p.dark)}</defs><rect width="750" height="300" fill="url(#bg)"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 20 + i * 125 + ((view * 17) % 40);
    const y = i % 2 ? 170 : 30;
    body += `<g opacity="0.22">${categoryIcon(categoryId, x, y, 90, '#ffffff', p.dark, ((i * 23 + view * 11) % 40) - 20)}</g>`;
  }
  body += `<circle cx="375" cy="150" r="86" fill="#ffffff" opacity="0.92"/>`;
  body += categoryIcon(categoryId, 335, 78, 80, p.strong, p.soft);
  body += label(375, 200, 40, p.dark, initials);
  return svgDocument(750, 300, `Shop ${merId} banner ${view}`, body);
}

interface PlatformBanner {
  hue: number;
  icons: [number, number];
}

const platformBanners: Record<number, PlatformBanner> = {
  1: { hue: 22, icons: [3, 10] },
  2: { hue: 330, icons: [7, 6] },
  3: { hue: 215, icons: [1, 9] },
  4: { hue: 150, icons: [4, 2] },
  5: { hue: 45, icons: [2, 8] },
  6: { hue: 120, icons: [8, 5] },
};

/** How many ems `text` takes: ideographs, kana and Hangul are square, combining marks take none. */
function ems(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/\p{M}/u.test(char)) continue;
    width += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u.test(
      char,
    )
      ? 1
      : 0.6;
  }
  return Math.max(width, 1);
}

/** The largest font size up to `max` at which `text` fits in `width`. */
function fit(text: string, max: number, width: number): number {
  return Math.max(12, Math.min(max, Math.floor(width / ems(text))));
}

/**
 * A platform banner of the home page (1–6): the campaign's headline, line and
 * button in `lang` beside two pictograms; right to left, the picture is mirrored
 * so the text leads from the right.
 */
function drawPlatformBanner(number: number, lang: MessageLanguage = 'en'): string {
  const banner = platformBanners[number] ?? { hue: 22, icons: [3, 10] };
  const key = (part: 'Headline' | 'Line') => `banner${number}${part}` as MessageKey;
  const headline = t(lang, isMessageKey(key('Headline')) ? key('Headline') : 'banner1Headline');
  const line = t(lang, isMessageKey(key('Line')) ? key('Line') : 'banner1Line');
  const button = t(lang, 'bannerShopNow');
  const rtl = isRightToLeft(lang);
  // Positions are laid out left to right and mirrored for right-to-left languages.
  const x = (value: number) => (rtl ? 750 - value : value);
  const from = hsl(banner.hue, 80, 58);
  const to = hsl((banner.hue + 30) % 360, 75, 42);
  let body = `<defs>${gradient('bg', from, to)}</defs><rect width="750" height="300" rx="24" fill="url(#bg)"/>`;
  body += dots('#ffffff', 50, 750, 300).replace('opacity="0.35"', 'opacity="0.12"');
  body += label(x(250), 120, fit(headline, 58, 420), '#ffffff', headline, 800);
  body += label(x(250), 185, fit(line, 26, 440), '#ffffff', line, 500);
  const buttonSize = fit(button, 22, 200);
  const buttonWidth = Math.max(160, Math.ceil(ems(button) * buttonSize) + 48);
  body += `<rect x="${x(250) - buttonWidth / 2}" y="220" width="${buttonWidth}" height="44" rx="22" fill="#ffffff"/>`;
  body += label(x(250), 243, buttonSize, to, button, 700);
  const [first, second] = banner.icons;
  body += `<circle cx="${x(590)}" cy="150" r="110" fill="#ffffff" opacity="0.18"/>`;
  body += categoryIcon(first, x(500) - (rtl ? 130 : 0), 70, 130, '#ffffff', to, rtl ? 8 : -8);
  body += categoryIcon(second, x(600) - (rtl ? 100 : 0), 140, 100, hsl(banner.hue, 90, 90), to, rtl ? -10 : 10);
  return svgDocument(750, 300, `${headline}: ${line}`, body, LANGUAGE_TAGS[lang]);
}

/** The platform logo: a shopping bag with a globe. */
function drawLogo(): string {
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
function drawAvatar(number: number, initials: string): string {
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
      return drawPlatformBanner(request.number, request.lang);
    case 'logo':
      return drawLogo();
    case 'avatar':
      return drawAvatar(request.number, request.initials);
  }
}
