import type { WithdrawalInfoQuery, WithdrawalInput } from '../../../gql/graphql.ts';
import { formatCents, parseCents } from '../../../lib/money.ts';

export type Method = 'BANK_CARD' | 'ON_CHAIN';

/** The saved-card choice for a card typed in now. */
export const NEW_CARD = '__new__';

/** What the withdrawal form holds (antd-mobile's Form values). */
export interface WithdrawValues {
  amount?: string;
  card?: string[];
  bankName?: string;
  cardNumber?: string;
  holderName?: string;
  network?: string[];
  chainNetwork?: string;
  address?: string;
}

export type Info = WithdrawalInfoQuery['withdrawalInfo'];
export type NetworkOption = WithdrawalInfoQuery['rechargeNetworks'][number];
export type SavedCard = Info['bankCards'][number];

/** A checked withdrawal, waiting for the payment code. */
export type WithdrawalRequest = Omit<WithdrawalInput, 'paymentCode'>;

/** A single-choice Selector never ends up with nothing chosen: tapping the chosen option keeps it. */
export const keepChoice = (value: string[] | undefined, previous: string[] | undefined) =>
  value?.length ? value : previous;

/**
 * The request of checked form values: the saved card chosen or the one typed in, or
 * the chain address (a network chosen from the platform's list, or typed when it has none).
 */
export function withdrawalRequest(
  method: Method,
  values: WithdrawValues,
  savedCard: SavedCard | undefined,
  networks: readonly NetworkOption[],
): WithdrawalRequest | null {
  const cents = parseCents(values.amount);
  if (cents === null) return null;
  const destination =
    method === 'BANK_CARD'
      ? {
          bankCard: savedCard
            ? { bankName: savedCard.bankName, cardNumber: savedCard.cardNumber, holderName: savedCard.holderName }
            : {
                bankName: (values.bankName ?? '').trim(),
                cardNumber: (values.cardNumber ?? '').trim(),
                holderName: (values.holderName ?? '').trim(),
              },
        }
      : {
          chainAddress: {
            network: (networks.length ? (values.network?.[0] ?? '') : (values.chainNetwork ?? '')).trim(),
            address: (values.address ?? '').trim(),
          },
        };
  return { method, amount: formatCents(cents), ...destination };
}
