import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { afterRecharge } from '../../../apollo/invalidate.ts';
import { toast } from '../../../lib/toast.ts';
import { formatCents, parseCents } from '../../../lib/money.ts';
import { RechargeMutation } from '../operations.ts';

/** What the top-up form holds (antd-mobile's Form values). */
export interface RechargeValues {
  network?: string[];
  amount?: string;
  evidence?: string[];
}

/**
 * Sends a checked top-up request (`network`: the chosen one's name, on chain) and
 * opens the records; on failure the error link has told why and the form keeps what was typed.
 */
export function useRecharge(method: 'ON_CHAIN' | 'BANK', network: string | undefined) {
  const { t } = useTranslation(['wallet', 'common']);
  const navigate = useNavigate();
  const [recharge, { loading }] = useMutation(RechargeMutation, { update: afterRecharge });

  const send = async (values: RechargeValues) => {
    const cents = parseCents(values.amount);
    const evidence = values.evidence?.[0];
    if (cents === null || !evidence) return;
    try {
      await recharge({
        variables: {
          input: {
            method,
            amount: formatCents(cents),
            evidence,
            ...(method === 'ON_CHAIN' ? { network: network ?? null } : {}),
          },
        },
      });
    } catch {
      // The error link has shown the message; the form keeps what was typed.
      return;
    }
    toast.success(t('common:messages.applicationSuccess'));
    void navigate('/topUpRecord');
  };

  return { send, loading };
}
