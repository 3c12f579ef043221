import type { ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyData } from '../upstream/types.ts';

/* What the account types are resolved from. */

export type User = LegacyData<'getUserInfo'>;
export type Language = ListItem<LegacyData<'languageList'>>;
/** A new session; the user is loaded with its token. */
export interface AuthPayload {
  token: string;
}
