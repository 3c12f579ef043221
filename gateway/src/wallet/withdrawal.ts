import { badInput, InputRule } from '../errors.ts';
import type { BankCardInput, ChainAddressInput, WithdrawalInput } from '../generated/resolvers.ts';
import { WithdrawalMethod } from '../generated/resolvers.ts';
import type { LegacyParams } from '../upstream/types.ts';
import { paymentCode, positiveMoney, requiredText } from '../validation/rules.ts';
import { toCents } from '../money/cents.ts';

/* The legacy API's own rules for a destination, checked first so it never has to refuse. */
const CARD_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;
const WALLET_ADDRESS = /^[A-Za-z0-9:_-]{10,128}$/;

function bankCardFields(card: BankCardInput | null | undefined): Partial<LegacyParams<'extract'>> {
  if (!card) throw badInput('input.bankCard', 'Please enter the bank card', InputRule.required);
  const bank_name = requiredText('input.bankCard.bankName', card.bankName, 100);
  const bank_card = requiredText('input.bankCard.cardNumber', card.cardNumber, 40);
  if (!CARD_NUMBER.test(bank_card) || bank_card.replace(/[^A-Za-z0-9]/g, '').length < 4) {
    throw badInput('input.bankCard.cardNumber', 'Please enter a valid bank card number', InputRule.invalid);
  }
  const real_name = requiredText('input.bankCard.holderName', card.holderName, 100);
  return { bank_name, bank_card, real_name };
}

function chainFields(chain: ChainAddressInput | null | undefined): Partial<LegacyParams<'extract'>> {
  if (!chain) throw badInput('input.chainAddress', 'Please enter the network and the address', InputRule.required);
  const network = requiredText('input.chainAddress.network', chain.network, 50);
  const blockchain = requiredText('input.chainAddress.address', chain.address, 128);
  if (!WALLET_ADDRESS.test(blockchain)) {
    throw badInput('input.chainAddress.address', 'Please enter a valid wallet address', InputRule.invalid);
  }
  return { network, blockchain };
}

/** A withdrawal whose rules that need no balance passed. */
export interface CheckedWithdrawal {
  params: LegacyParams<'extract'>;
  cents: number;
  /** For verify_pay, which the legacy extract itself does not ask for. */
  paymentCode: string;
}

/** Checks the amount's form, the destination the method needs and the code's form (no upstream call). */
export function checkWithdrawal(input: WithdrawalInput): CheckedWithdrawal {
  const price = positiveMoney('input.amount', input.amount);
  const destination =
    input.method === WithdrawalMethod.BankCard ? bankCardFields(input.bankCard) : chainFields(input.chainAddress);
  const code = paymentCode('input.paymentCode', input.paymentCode);
  return { params: { extract_type: input.method, price, ...destination }, cents: toCents(price), paymentCode: code };
}

/** The spec's "not above the balance", compared in cents. */
export function checkAgainstBalance(withdrawal: CheckedWithdrawal, balance: string): void {
  if (withdrawal.cents > toCents(balance)) {
    throw badInput('input.amount', `The amount is above your balance (${balance})`, InputRule.balance, {
      limit: balance,
    });
  }
}
