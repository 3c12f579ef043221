import { useNavigate } from 'react-router';
import { navigationHistory } from '../../../navigation/history.ts';

/** Back to the order list the buyer came from, else to all orders. */
export function useBackToList() {
  const navigate = useNavigate();
  return () => {
    const entries = navigationHistory.entries();
    const previous = entries[entries.length - 2];
    if (previous && /^\/(order|myPurchases)(\/|$|\?)/.test(previous)) {
      void navigate(navigationHistory.popBack() ?? '/order', { replace: true });
    } else {
      void navigate('/order', { replace: true });
    }
  };
}
