import type { Db } from '../db/open.ts';
import { LOGO_URL } from '../images/names.ts';
import { MERCHANT_PAGE, SERVICE_PAGE } from '../pages/urls.ts';

/**
 * Platform settings read by /api/index/index (name, logo, links) and the wallet
 * (service_charge: the withdrawal fee as a fraction).
 */
const PLATFORM_SETTINGS: Readonly<Record<string, string>> = {
  name: 'Crossborder Mall',
  logo: LOGO_URL,
  // The stand-in's own pages (legacy/pages), answered with the request's language.
  merchant_link: MERCHANT_PAGE,
  platform_link: `${MERCHANT_PAGE}#platform`,
  custom_service: SERVICE_PAGE,
  service_charge: '0.03',
};

/** The 15 interface languages: file name, name in the language itself, name in Chinese. */
export const LANGUAGES: ReadonlyArray<readonly [fileName: string, languageName: string, chineseName: string]> = [
  ['en', 'English', '英语'],
  ['zh-cn', '简体中文', '简体中文'],
  ['jp', '日本語', '日语'],
  ['kr', '한국어', '韩语'],
  ['th', 'ไทย', '泰语'],
  ['id', 'Bahasa Indonesia', '印尼语'],
  ['vi', 'Tiếng Việt', '越南语'],
  ['de', 'Deutsch', '德语'],
  ['ar', 'العربية', '阿拉伯语'],
  ['fr', 'Français', '法语'],
  ['hi', 'हिन्दी', '印地语'],
  ['it', 'Italiano', '意大利语'],
  ['tr', 'Türkçe', '土耳其语'],
  ['es', 'Español', '西班牙语'],
  ['ms', 'Bahasa Melayu', '马来语'],
];

/** Settings and languages (English default). Help and law are data files in legacy/i18n/pages. */
export function seedPlatform(db: Db, _now: number): void {
  const setting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(PLATFORM_SETTINGS)) setting.run(key, value);

  const language = db.prepare(
    'INSERT INTO languages (id, language_name, chinese_name, file_name, is_default, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  LANGUAGES.forEach(([fileName, languageName, chineseName], index) => {
    language.run(index + 1, languageName, chineseName, fileName, fileName === 'en' ? 1 : 0, index + 1);
  });
}
