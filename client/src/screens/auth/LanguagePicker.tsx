import { useTranslation } from 'react-i18next';
import { isLanguageCode, LANGUAGE_CODES, LANGUAGES } from '../../i18n/languages.ts';
import { switchLanguage } from '../../i18n/switchLanguage.ts';

/**
 * The interface language before signing in (/language needs a session, as the
 * spec's route rules say). A native select: the phone's own picker, accessible as it
 * is. The choice is kept in the Local_Lang cookie; after sign-in the server's wins.
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
          if (isLanguageCode(code)) void switchLanguage(code);
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
