import { useApolloClient } from '@apollo/client/react';
import { Dialog } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoutMutation } from '../../session/currentUser.ts';
import { sessionStore } from '../../session/store.ts';

/**
 * Ends the session after a confirmation: the logout call (its failure does not
 * keep anyone signed in), then the token and every cached answer are dropped
 * and the user lands on /login.
 */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { t } = useTranslation(['account', 'common']);
  return useCallback(async () => {
    const confirmed = await Dialog.confirm({
      content: t('logout.confirm'),
      confirmText: t('logout.action'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await client.mutate({ mutation: LogoutMutation, context: { silent: true } });
    } catch {
      // The token is dropped below either way.
    }
    await endSession(client);
    void navigate('/login', { replace: true });
  }, [client, navigate, t]);
}

/** Forgets the token and everything cached for this user. */
export async function endSession(client: ReturnType<typeof useApolloClient>): Promise<void> {
  sessionStore.clear();
  await client.clearStore();
}
