/** Messages of the cart endpoints. */
export const en = {} as const;

export const zh: Record<keyof typeof en, string> = {};
