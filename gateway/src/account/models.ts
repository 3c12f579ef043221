import type { ListItem } from '../graphql/legacyShapes.ts';
import type { Decoded } from '../upstream/decoders.ts';

/* What the account types are resolved from. */

export type User = Decoded<'getUserInfo'>;
export type Language = ListItem<Decoded<'languageList'>>;
/** A new session; the user is loaded with its token. */
export interface AuthPayload {
  token: string;
}
