import type { Resolvers } from '../generated/resolvers.ts';

// PLACEHOLDER: replaced by the account resolvers.
export const accountResolvers: Resolvers = {};
