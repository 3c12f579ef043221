import type { Resolvers } from '../generated/resolvers.ts';

// PLACEHOLDER: replaced by the wallet resolvers.
export const walletResolvers: Resolvers = {};
