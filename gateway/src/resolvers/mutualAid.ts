import type { Resolvers } from '../generated/resolvers.ts';

// PLACEHOLDER: replaced by the mutualAid resolvers.
export const mutualAidResolvers: Resolvers = {};
