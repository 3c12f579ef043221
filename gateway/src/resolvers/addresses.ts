import type { Resolvers } from '../generated/resolvers.ts';

// PLACEHOLDER: replaced by the addresses resolvers.
export const addressResolvers: Resolvers = {};
