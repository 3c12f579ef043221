import type { Resolvers } from '../generated/resolvers.ts';

// PLACEHOLDER: replaced by the cart resolvers.
export const cartResolvers: Resolvers = {};
