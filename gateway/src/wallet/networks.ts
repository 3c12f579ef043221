import { badInput, InputRule } from '../errors.ts';
import { characterCount } from '../validation/rules.ts';
import type { RechargeNetwork } from './calls.ts';

/**
 * Deposit networks the platform does not support (spec section 5: DEX, BSC and
 * HECO; BEP-20 and HRC-20 are the token standards of BSC and HECO, so they are
 * the same networks under another name). Refused before anything goes upstream.
 */
const UNSUPPORTED_NETWORK = /DEX|BSC|HECO|BEP-?20|HRC-?20/i;

function isUnsupportedNetwork(network: string): boolean {
  return UNSUPPORTED_NETWORK.test(network);
}

/** Refuses a network that is unsupported outright; answers it trimmed. */
export function supportedNetworkName(field: string, value: string | null | undefined): string {
  const network = (value ?? '').trim();
  if (network === '') throw badInput(field, 'Please choose the network', InputRule.required);
  if (characterCount(network) > 50)
    throw badInput(field, `${field} must be at most 50 characters`, InputRule.maxLength, { limit: 50 });
  if (isUnsupportedNetwork(network)) {
    throw badInput(
      field,
      'DEX, BSC and HECO deposits are not supported; please choose another network',
      InputRule.unsupported,
    );
  }
  return network;
}

/** The listed network of that name (case aside, as the legacy API compares), or a BAD_USER_INPUT. */
export function findNetwork(field: string, name: string, listed: readonly RechargeNetwork[]): RechargeNetwork {
  const wanted = name.toLowerCase();
  const found = listed.find((network) => network.network.toLowerCase() === wanted);
  if (!found) {
    const names = listed.map((network) => network.network).join(', ');
    throw badInput(field, `Unknown network "${name}"; choose one of: ${names}`, InputRule.choice);
  }
  return found;
}
