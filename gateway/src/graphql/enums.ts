import type { Resolvers } from '../generated/resolvers.ts';
import { legacyEnumValues } from './enumValues.ts';

/** Each enum value resolves to its legacy value, so resolvers pass legacy numbers straight through. */
export const enumResolvers: Resolvers = { ...legacyEnumValues };
