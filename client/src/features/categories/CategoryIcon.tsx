import type { ReactNode } from 'react';
import type common from '../../locales/en/common.json';

/** The categories' stable English keys, as the gateway's `Category.nameKey` gives them. */
export type CategoryKey = keyof typeof common.categories;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A line drawing for each category (24 × 24). */
const DRAWINGS: Record<CategoryKey, ReactNode> = {
  computer: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  'electrical equipment': <path d="M13 2 4.5 13.5H11L10 22l8.5-11.5H12L13 2z" />,
  outdoors: (
    <>
      <path d="M2.5 20 9.5 7l4.5 8 2.5-4 5 9h-19z" />
      <circle cx="17.5" cy="5.5" r="2" />
    </>
  ),
  'family life': (
    <>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5.5h4V20" />
    </>
  ),
  health: (
    <>
      <path d="M12 20.5s-7.5-4.6-9.2-9.4A4.6 4.6 0 0 1 12 7.3a4.6 4.6 0 0 1 9.2 3.8C19.5 15.9 12 20.5 12 20.5z" />
      <path d="M6.5 12.5h2.5l1.5-2.5 2 4.5 1.5-2h3.5" />
    </>
  ),
  "men's clothing": <path d="M8.5 3 3 6l2 5.2 2.3-1V21h9.4V10.2l2.3 1L21 6l-5.5-3a3.5 3.5 0 0 1-7 0z" />,
  "women's clothing": (
    <>
      <path d="M9 2.5v3.5l-4.5 15h15L15 6V2.5" />
      <path d="M9 6c1 1.4 5 1.4 6 0" />
    </>
  ),
  food: (
    <>
      <path d="M3 11.5h18a9 9 0 0 1-18 0z" />
      <path d="M8.5 8c0-1.8 1.8-2 1.8-4M13.5 8c0-1.8 1.8-2 1.8-4" />
    </>
  ),
  'mobile phone': (
    <>
      <rect x="6.5" y="2" width="11" height="20" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  toys: (
    <>
      <circle cx="12" cy="13.5" r="6.5" />
      <circle cx="6.5" cy="7" r="2.5" />
      <circle cx="17.5" cy="7" r="2.5" />
      <path d="M10 12.5h.01M14 12.5h.01M10.5 16c.8.7 2.2.7 3 0" />
    </>
  ),
};

/** A soft tint per category, so the grid reads at a glance. */
const TINTS: Record<CategoryKey, string> = {
  computer: '#3d7bfa',
  'electrical equipment': '#f5a623',
  outdoors: '#2dab6f',
  'family life': '#ff7a45',
  health: '#f0506e',
  "men's clothing": '#4a6cf7',
  "women's clothing": '#d0539c',
  food: '#e8833a',
  'mobile phone': '#7b61ff',
  toys: '#13a8a8',
};

export function isCategoryKey(key: string): key is CategoryKey {
  return Object.hasOwn(DRAWINGS, key);
}

/** A category's round icon tile; an unknown category gets a neutral one. */
export function CategoryIcon({ nameKey, size = 44 }: { nameKey: string; size?: number }) {
  const known = isCategoryKey(nameKey);
  const tint = known ? TINTS[nameKey] : '#8a919f';
  return (
    <span
      className="category-icon"
      style={{ width: size, height: size, color: tint, backgroundColor: `${tint}1a` }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width={size * 0.55} height={size * 0.55} {...stroke}>
        {known ? DRAWINGS[nameKey] : <rect x="4" y="4" width="16" height="16" rx="4" />}
      </svg>
    </span>
  );
}
