import { useQuery } from '@apollo/client/react';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { PendingPage } from '../../components/Pending.tsx';
import { graphql } from '../../gql/index.ts';
import { CurrentUserQuery } from '../../session/currentUser.ts';
import { NicknameDialog } from './NicknameDialog.tsx';
import { ProfileEntries } from './ProfileEntries.tsx';
import { ProfileHead } from './ProfileHead.tsx';
import { ProfileOrders, ProfileWallet } from './ProfileOrders.tsx';
import { useLogout } from './useLogout.ts';
import './account.css';

/** The merchant-entry link and the unread notifications, next to the shell's user query. */
const ProfileExtrasQuery = graphql(`
  query ProfileExtras {
    platform {
      merchantLink
    }
    notifications(page: 1, limit: 50) {
      items {
        id
        read
      }
      hasMore
    }
  }
`);

/** Me: the buyer, the wallet, the orders and every entry of the account. */
export default function ProfileScreen() {
  const { t } = useTranslation(['account', 'common']);
  const logout = useLogout();
  const user = useQuery(CurrentUserQuery);
  const extras = useQuery(ProfileExtrasQuery, { context: { silent: true } });
  const [editingName, setEditingName] = useState(false);

  const me = user.data?.me;
  const nav = { title: t('common:titles.profile'), noBack: true };

  if (!me) return <PendingPage nav={nav} query={user} />;

  const notices = extras.data?.notifications;
  const unread = notices?.items.filter((notice) => !notice.read).length ?? 0;

  return (
    <Page nav={nav} className="account-page">
      <ProfileHead me={me} onEditName={() => setEditingName(true)} />
      <ProfileWallet me={me} />
      <ProfileOrders me={me} />
      <ProfileEntries
        unread={unread}
        moreNotices={notices?.hasMore ?? false}
        merchantLink={extras.data?.platform?.merchantLink}
      />

      <div className="form-footer">
        <Button block shape="rounded" data-testid="logout" onClick={() => void logout()}>
          {t('logout.action')}
        </Button>
      </div>

      <NicknameDialog visible={editingName} current={me.nickname} onClose={() => setEditingName(false)} />
    </Page>
  );
}
