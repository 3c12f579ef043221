import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money.ts';
import { formatCount } from './numbers.ts';

export interface Numbers {
  // Properties, not methods: screens take them apart (`const { money } = useNumbers()`).
  /** A Money string ("10000.00") as the language writes it: "$10,000.00". */
  money: (value: string) => string;
  /** A count as the language writes it: "24,806". */
  count: (value: number) => string;
}

/** Money and count formatting in the current language; re-renders when the language changes. */
export function useNumbers(): Numbers {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      money: (value: string) => formatMoney(value, language),
      count: (value: number) => formatCount(value, language),
    }),
    [language],
  );
}
