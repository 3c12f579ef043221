import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GlobalOutline } from '../../components/icons.tsx';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';
import './homeLanguage.css';

/** Home header's way to the language screen, signed in or out: the current language's name in itself. */
export function HomeLanguageLink() {
  const { t, i18n } = useTranslation();
  const code = i18n.language;
  const name = isLanguageCode(code) ? LANGUAGES[code].name : undefined;
  // The accessible name holds the visible name (axe's label-content-name-mismatch: a voice user says what they see).
  const label = name ? `${t('titles.language')}: ${name}` : t('titles.language');
  return (
    <Link to="/language" className="home-language" aria-label={label} data-testid="home-language">
      <GlobalOutline />
      {name && <span>{name}</span>}
    </Link>
  );
}
