import { fail } from '../http/envelope.ts';

export interface WithdrawalParams {
  extract_type: 0 | 1;
  bank_card: string;
  bank_name: string;
  real_name: string;
  network: string;
  blockchain: string;
}

export interface Destination extends WithdrawalParams {
  /** A short description of where the money goes, shown in the withdrawal log. */
  mark: string;
}

const BANK_CARD = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;
const WALLET_ADDRESS = /^[A-Za-z0-9:_-]{10,128}$/;

function lastFour(card: string): string {
  return card.replace(/[^A-Za-z0-9]/g, '').slice(-4);
}

/**
 * Checks the fields the chosen kind of withdrawal needs and keeps only those:
 * a bank card (card number, bank, holder) or an on-chain address (network, address).
 */
export function withdrawalDestination(params: WithdrawalParams): Destination {
  if (params.extract_type === 0) {
    if (!params.bank_card) fail('required', { field: 'bank_card' });
    if (!BANK_CARD.test(params.bank_card) || lastFour(params.bank_card).length < 4) fail('bankCardInvalid');
    if (!params.bank_name) fail('required', { field: 'bank_name' });
    if (!params.real_name) fail('required', { field: 'real_name' });
    return {
      extract_type: 0,
      bank_card: params.bank_card,
      bank_name: params.bank_name,
      real_name: params.real_name,
      network: '',
      blockchain: '',
      mark: `${params.bank_name} ****${lastFour(params.bank_card)}`,
    };
  }
  if (!params.network) fail('required', { field: 'network' });
  if (!params.blockchain) fail('required', { field: 'blockchain' });
  if (!WALLET_ADDRESS.test(params.blockchain)) fail('walletAddressInvalid');
  const address = params.blockchain;
  return {
    extract_type: 1,
    bank_card: '',
    bank_name: '',
    real_name: '',
    network: params.network,
    blockchain: address,
    mark: `${params.network} ${address.slice(0, 6)}…${address.slice(-4)}`,
  };
}
