import * as account from './account.ts';
import * as addresses from './addresses.ts';
import * as cart from './cart.ts';
import * as catalog from './catalog.ts';
import * as common from './common.ts';
import * as mutualAid from './mutualAid.ts';
import * as orders from './orders.ts';
import * as support from './support.ts';
import * as upload from './upload.ts';
import * as wallet from './wallet.ts';

const en = {
  ...common.en,
  ...account.en,
  ...addresses.en,
  ...cart.en,
  ...catalog.en,
  ...mutualAid.en,
  ...orders.en,
  ...support.en,
  ...upload.en,
  ...wallet.en,
};

export type MessageKey = keyof typeof en;

const zh: Record<MessageKey, string> = {
  ...common.zh,
  ...account.zh,
  ...addresses.zh,
  ...cart.zh,
  ...catalog.zh,
  ...mutualAid.zh,
  ...orders.zh,
  ...support.zh,
  ...upload.zh,
  ...wallet.zh,
};

/** The languages the stand-in answers in; every other language falls back to English. */
export type MessageLanguage = 'en' | 'zh-cn';

const catalogs: Record<MessageLanguage, Record<MessageKey, string>> = { en, 'zh-cn': zh };

export function messageLanguage(fileName: string | undefined): MessageLanguage {
  return fileName?.toLowerCase().startsWith('zh') ? 'zh-cn' : 'en';
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Translates a message key, filling `{name}` placeholders from `vars`. */
export function t(
  lang: MessageLanguage,
  key: MessageKey,
  vars: Record<string, string | number> = {},
): string {
  const template = catalogs[lang][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
