import { useTranslation } from 'react-i18next';
import { isLanguageCode, LANGUAGE_CODES, LANGUAGES } from '../../i18n/languages.ts';
import { chooseLanguage } from '../../i18n/languageChoice.ts';

/**
 * The interface language on the sign-in page. A native select: the phone's own
 * picker, accessible as it is. The choice is kept in the Local_Lang cookie and wins
 * over the account's saved language at sign-in (i18n/languageChoice.ts).
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t('titles.language')}</span>
      <select
        value={i18n.language}
        data-testid="language-picker"
        onChange={(event) => {
          const code = event.target.value;
          if (isLanguageCode(code)) void chooseLanguage(code);
        }}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={LANGUAGES[code].tag}>
            {LANGUAGES[code].name}
          </option>
        ))}
      </select>
    </label>
  );
}
