import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { afterOrderChange } from '../../apollo/invalidate.ts';
import { navigationHistory } from '../../navigation/history.ts';

/**
 * After a refund application or the last review: every cached order list is
 * dropped (the order changed tabs) and the buyer goes back to the order's
 * detail, the stored history entry they came from when it is that order.
 */
export function useReturnToOrder(): (orderId: string) => void {
  const navigate = useNavigate();
  const client = useApolloClient();
  return useCallback(
    (orderId: string) => {
      afterOrderChange(client.cache);
      const detail = `/orderInfo/${encodeURIComponent(orderId)}`;
      const entries = navigationHistory.entries();
      const previous = entries[entries.length - 2];
      if (previous && previous.split('?')[0] === detail) {
        void navigate(navigationHistory.popBack() ?? detail, { replace: true });
      } else {
        void navigate(detail, { replace: true });
      }
    },
    [client, navigate],
  );
}
