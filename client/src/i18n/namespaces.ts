/**
 * Translation namespaces: one per screen group, loaded on demand with the
 * language. `common` holds the shell's texts (tabs, titles, errors, messages).
 */
export const NAMESPACES = [
  'common',
  'home',
  'catalog',
  'product',
  'shop',
  'cart',
  'auth',
  'account',
  'orders',
  'aftersale',
  'addresses',
  'wallet',
  'support',
  'mutualAid',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
