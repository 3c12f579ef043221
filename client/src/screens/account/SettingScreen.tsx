import { Button, Dialog, List } from 'antd-mobile';
import { DeleteOutline, FileOutline, GlobalOutline, InformationCircleOutline, LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ButtonItem } from '../../components/ButtonItem.tsx';
import { LinkItem } from '../../components/LinkItem.tsx';
import { version } from '../../../../package.json';
import { Page } from '../../components/Page.tsx';
import { toast } from '../../lib/toast.ts';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';
import { useToken } from '../../session/store.ts';
import { useLogout } from './useLogout.ts';
import './account.css';

/**
 * Forgets what the app kept on this device: the stored navigation history and
 * recent searches live in local storage (the session and language are cookies
 * and stay).
 */
export function clearLocalData(): void {
  localStorage.clear();
  sessionStorage.clear();
}

/** Settings: language, local data, about, law and policy, sign out. */
export default function SettingScreen() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const logout = useLogout();
  const token = useToken();
  const language = isLanguageCode(i18n.language) ? LANGUAGES[i18n.language].name : '';

  const onClear = async () => {
    const confirmed = await Dialog.confirm({
      content: t('setting.clearConfirm'),
      confirmText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    clearLocalData();
    toast.success(t('setting.cleared'));
  };

  return (
    <Page nav={{ title: t('common:titles.setting') }} className="account-page">
      <List mode="card" className="section-list">
        <LinkItem to="/language" prefix={<GlobalOutline />} extra={language}>
          {t('setting.language')}
        </LinkItem>
        <LinkItem to="/security" prefix={<LockOutline />}>
          {t('setting.security')}
        </LinkItem>
        <ButtonItem
          prefix={<DeleteOutline />}
          description={t('setting.clearHint')}
          arrowIcon
          onClick={() => void onClear()}
          data-testid="clear-local-data"
        >
          {t('setting.clear')}
        </ButtonItem>
      </List>

      <List mode="card" className="section-list">
        <List.Item prefix={<InformationCircleOutline />} extra={t('setting.version', { version })} clickable={false}>
          {t('setting.about', { name: t('common:appName') })}
        </List.Item>
        <LinkItem to="/law" prefix={<FileOutline />}>
          {t('setting.law')}
        </LinkItem>
      </List>

      {token && (
        <div className="form-footer">
          <Button block shape="rounded" color="danger" fill="outline" onClick={() => void logout()}>
            {t('logout.action')}
          </Button>
        </div>
      )}
    </Page>
  );
}
