/** The bottom tabs and where each leads. */
export const TABS = [
  { key: 'home', path: '/home' },
  { key: 'explore', path: '/explore' },
  { key: 'bag', path: '/bag' },
  { key: 'me', path: '/profile' },
] as const;

export type TabKey = 'home' | 'explore' | 'bag' | 'me';

/** Paths that show the tab bar. */
export const TAB_BAR_PATHS = ['/home', '/explore', '/bag', '/profile', '/filter'];
