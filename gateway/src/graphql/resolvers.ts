import type { Resolvers } from '../generated/resolvers.ts';
import { DateTimeScalar } from '../dateTimeScalar.ts';
import { MoneyScalar } from '../money/moneyScalar.ts';
import { accountResolvers } from '../account/resolvers.ts';
import { addressResolvers } from '../addresses/resolvers.ts';
import { cartResolvers } from '../cart/resolvers.ts';
import { catalogResolvers } from '../catalog/resolvers.ts';
import { enumResolvers } from './enums.ts';
import { mutualAidResolvers } from '../mutualAid/resolvers.ts';
import { orderResolvers } from '../orders/resolvers.ts';
import { supportResolvers } from '../support/resolvers.ts';
import { walletResolvers } from '../wallet/resolvers.ts';

/** Merges the domain modules type by type (Query and Mutation fields come from several). */
function merge(...modules: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module)) {
      if (fields instanceof Object && !(typeName === 'Money' || typeName === 'DateTime')) {
        merged[typeName] = { ...merged[typeName], ...(fields as Record<string, unknown>) };
      } else {
        merged[typeName] = fields as Record<string, unknown>;
      }
    }
  }
  return merged;
}

export const resolvers: Resolvers = merge(
  { Money: MoneyScalar, DateTime: DateTimeScalar },
  enumResolvers,
  accountResolvers,
  catalogResolvers,
  cartResolvers,
  orderResolvers,
  walletResolvers,
  addressResolvers,
  supportResolvers,
  mutualAidResolvers,
);
