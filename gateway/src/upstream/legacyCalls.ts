import { accountCalls } from '../account/calls.ts';
import { addressCalls } from '../addresses/calls.ts';
import { cartCalls } from '../cart/calls.ts';
import { catalogCalls } from '../catalog/calls.ts';
import { mutualAidCalls } from '../mutualAid/calls.ts';
import { orderCalls } from '../orders/calls.ts';
import { supportCalls } from '../support/calls.ts';
import { walletCalls } from '../wallet/calls.ts';
import type { LegacyCall, LegacyOperation } from './callRecord.ts';

/**
 * Every legacy call the gateway makes, each kept by its domain beside its resolvers
 * (`<domain>/calls.ts`). The endpoint table (endpoints.ts) and the decoders (decoders.ts) are read
 * from here; a call of the contract without a record, or a record the contract lacks, fails the
 * type check.
 */
export const legacyCalls = {
  ...accountCalls,
  ...catalogCalls,
  ...cartCalls,
  ...orderCalls,
  ...walletCalls,
  ...addressCalls,
  ...supportCalls,
  ...mutualAidCalls,
} satisfies Record<LegacyOperation, LegacyCall>;
