import { badInput, InputRule } from '../errors.ts';
import type { RechargeInput } from '../generated/resolvers.ts';
import { RechargeMethod } from '../generated/resolvers.ts';
import type { ImageUrls } from '../images.ts';
import type { RechargeNetwork } from './calls.ts';
import type { LegacyParams } from '../upstream/types.ts';
import { positiveMoney, requiredText } from '../validation/rules.ts';
import { toCents } from '../money/cents.ts';
import { findNetwork, supportedNetworkName } from './networks.ts';

/** The largest single recharge the legacy API accepts: 1,000,000.00. */
const MAX_RECHARGE_CENTS = 100_000_000;

/** What the legacy API takes as evidence: an http(s) URL or a path on its own host. */
const EVIDENCE = /^(?:https?:\/\/\S+|\/[^\s/]\S*)$/;

/** A recharge whose static rules passed; an on-chain one still needs its network looked up. */
export interface CheckedRecharge {
  method: RechargeMethod;
  /** The network name asked for (on chain only). */
  network: string | undefined;
  price: string;
  image: string;
}

/** Checks every rule that needs no upstream call (so bad input costs nothing upstream). */
export function checkRecharge(input: RechargeInput, images: ImageUrls): CheckedRecharge {
  const network =
    input.method === RechargeMethod.OnChain ? supportedNetworkName('input.network', input.network) : undefined;
  const price = positiveMoney('input.amount', input.amount);
  if (toCents(price) > MAX_RECHARGE_CENTS)
    throw badInput('input.amount', 'The amount must be at most 1000000.00', InputRule.maxAmount, {
      limit: '1000000.00',
    });
  const evidence = requiredText('input.evidence', input.evidence, 2000);
  // The gateway's own absolute URLs go back up as the upstream's paths.
  const image = images.toUpstream(evidence);
  if (!EVIDENCE.test(image) || image.length > 500) {
    throw badInput('input.evidence', 'The payment evidence must be the URL the upload answered', InputRule.uploadedUrl);
  }
  return { method: input.method, network, price, image };
}

/**
 * The legacy body. On chain it carries the network as listed and that network's
 * deposit address (the legacy API insists the two match); by bank, neither.
 */
export function rechargeParams(
  recharge: CheckedRecharge,
  listed: readonly RechargeNetwork[] | undefined,
): LegacyParams<'recharge'> {
  const base = { recharge_type: recharge.method, price: recharge.price, image: recharge.image };
  if (recharge.method !== RechargeMethod.OnChain || recharge.network === undefined) return base;
  const known = findNetwork('input.network', recharge.network, listed ?? []);
  return { ...base, network: known.network, blockchain: known.blockchain };
}
