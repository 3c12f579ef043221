import { useMutation, useQuery } from '@apollo/client/react';
import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonItem } from '../../components/ButtonItem.tsx';
import { Page } from '../../components/Page.tsx';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { LANGUAGE_PAGE, LanguagesQuery, SetLanguageMutation } from '../../features/language/operations.ts';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '../../i18n/languages.ts';
import { chooseLanguage } from '../../i18n/languageChoice.ts';
import { useToken } from '../../session/store.ts';
import './account.css';

/**
 * The interface language, signed in or out: switched here at once (texts,
 * antd-mobile, right to left for Arabic) and, when signed in, stored on the
 * server. A choice made signed out wins over the account's at the next sign-in.
 */
export default function LanguageScreen() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const token = useToken();
  const languages = useQuery(LanguagesQuery, { variables: { limit: LANGUAGE_PAGE } });
  const [setLanguage] = useMutation(SetLanguageMutation);
  const [switching, setSwitching] = useState<string | null>(null);
  const nav = { title: t('common:titles.language') };

  const items = (languages.data?.languages.items ?? []).filter((language) => isLanguageCode(language.code));

  const choose = async (id: string, code: LanguageCode) => {
    if (switching || code === i18n.language) return;
    setSwitching(code);
    try {
      await chooseLanguage(code);
      if (token) await setLanguage({ variables: { languageId: id } });
      // Said in the language just chosen.
      toast.success(i18n.t('common:messages.settingSuccess'));
    } catch {
      // The error link told the user; the local choice stays.
    } finally {
      setSwitching(null);
    }
  };

  let body;
  if (!languages.data) {
    body = languages.error ? (
      <ErrorState error={languages.error} onRetry={() => void languages.refetch()} />
    ) : (
      <PageSkeleton />
    );
  } else if (items.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <List mode="card" className="section-list language-list">
        {items.map((language) => {
          const code = language.code as LanguageCode;
          const chosen = code === i18n.language;
          return (
            <ButtonItem
              key={language.id}
              pressed={chosen}
              disabled={switching !== null && switching !== code}
              extra={chosen ? <CheckOutline className="language-chosen" /> : null}
              onClick={() => void choose(language.id, code)}
              data-testid={`language-${code}`}
            >
              <span lang={LANGUAGES[code].tag} dir={LANGUAGES[code].dir}>
                {language.name}
              </span>
            </ButtonItem>
          );
        })}
      </List>
    );
  }

  return (
    <Page nav={nav} className="account-page">
      {body}
    </Page>
  );
}
