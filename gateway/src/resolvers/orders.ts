import type { Resolvers } from '../generated/resolvers.ts';

// PLACEHOLDER: replaced by the orders resolvers.
export const orderResolvers: Resolvers = {};
