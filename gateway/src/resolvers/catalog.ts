import type { Resolvers } from '../generated/resolvers.ts';

// PLACEHOLDER: replaced by the catalog resolvers.
export const catalogResolvers: Resolvers = {};
