import type { Item, ListItem } from '../graphql/legacyShapes.ts';
import type { LegacyData } from '../upstream/types.ts';

/* What the wallet types are resolved from. */

export type RechargeNetwork = Item<LegacyData<'getBlockchain'>>;
export type WithdrawalInfo = LegacyData<'extractInfo'>;
export type BankCard = Item<LegacyData<'extractInfo'>['card_list']>;
export type Recharge = ListItem<LegacyData<'rechargeLog'>>;
export type Withdrawal = ListItem<LegacyData<'extractLog'>>;
export type Bill = ListItem<LegacyData<'bill'>>;
