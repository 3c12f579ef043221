import type { ErrorLike } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../apollo/errorMessage.ts';
import { afterWithdrawal } from '../../../apollo/invalidate.ts';
import { toast } from '../../../lib/toast.ts';
import { WithdrawMutation } from '../operations.ts';
import type { WithdrawalRequest } from './withdrawValues.ts';

/**
 * A withdrawal's two steps: the checked form waits (`pending`) while the payment
 * code is asked for, then goes with it. A refusal stays in the code sheet.
 */
export function useWithdrawal() {
  const { t } = useTranslation(['wallet', 'common']);
  const navigate = useNavigate();
  const [pending, setPending] = useState<WithdrawalRequest | null>(null);
  const [codeFailure, setCodeFailure] = useState<string | null>(null);
  const [withdraw, { loading }] = useMutation(WithdrawMutation, { update: afterWithdrawal });

  const ask = (request: WithdrawalRequest) => {
    setCodeFailure(null);
    setPending(request);
  };

  const confirm = async (paymentCode: string) => {
    if (!pending || loading) return;
    try {
      await withdraw({ variables: { input: { ...pending, paymentCode } } });
    } catch (error) {
      // A wrong code (with the attempts left) or a lock stays in the sheet; the form keeps what was typed.
      setCodeFailure(describeError(error as ErrorLike, i18next.t).message);
      return;
    }
    setPending(null);
    toast.success(t('common:messages.withdrawalSuccess'));
    void navigate('/depositRecord');
  };

  return { pending, codeFailure, loading, ask, confirm, close: () => setPending(null) };
}
