import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { Decoded } from '../upstream/decoders.ts';

/* What the wallet types are resolved from. */

export type RechargeNetwork = Item<Decoded<'getBlockchain'>>;
export type WithdrawalInfo = Decoded<'extractInfo'>;
export type BankCard = Item<Decoded<'extractInfo'>['card_list']>;
export type Recharge = ListItem<Decoded<'rechargeLog'>>;
export type Withdrawal = ListItem<Decoded<'extractLog'>>;
export type Bill = ListItem<Decoded<'bill'>>;
