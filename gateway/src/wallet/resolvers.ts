import { verifyPaymentCode } from '../account/paymentCodeCheck.ts';
import type { AuditStatus, Resolvers } from '../generated/resolvers.ts';
import { RechargeMethod } from '../generated/resolvers.ts';
import { checkRecharge, rechargeParams } from './recharge.ts';
import { checkAgainstBalance, checkWithdrawal } from './withdrawal.ts';
import { readPage } from '../graphql/readPage.ts';

/** The legacy audit filter: a status as its number's text, or every record. */
function auditFilter(status: AuditStatus | null | undefined): 'all' | '0' | '1' | '2' {
  return status === null || status === undefined ? 'all' : (String(status) as '0' | '1' | '2');
}

/** Recharge networks, recharges, withdrawals and the bill. */
export const walletResolvers: Resolvers = {
  Query: {
    rechargeNetworks: (_parent, _args, { legacy }) => legacy.read('getBlockchain'),
    withdrawalInfo: (_parent, _args, { legacy }) => legacy.read('extractInfo'),
    recharges: (_parent, args, { legacy }) =>
      readPage(args, (paging) => legacy.read('rechargeLog', { status: auditFilter(args.status), ...paging })),
    withdrawals: (_parent, args, { legacy }) =>
      readPage(args, (paging) => legacy.read('extractLog', { status: auditFilter(args.status), ...paging })),
    bills: (_parent, args, { legacy }) =>
      // BillType's values are already the legacy names ('recharge', 'extract', …).
      readPage(args, (paging) => legacy.read('bill', { type: args.type ?? 'all', ...paging })),
  },
  Mutation: {
    recharge: async (_parent, { input }, { legacy, images }) => {
      const checked = checkRecharge(input, images);
      // The deposit address sent up is the one the platform lists for that network.
      const listed = checked.method === RechargeMethod.OnChain ? await legacy.read('getBlockchain') : undefined;
      const { msg } = await legacy.write('recharge', rechargeParams(checked, listed));
      return { message: msg };
    },
    withdraw: async (_parent, { input }, { legacy }) => {
      const checked = checkWithdrawal(input);
      // As a payment: the code first (a wrong one, or a lock, is refused there with its message).
      await verifyPaymentCode(legacy, 'input.paymentCode', checked.paymentCode);
      const info = await legacy.read('extractInfo');
      checkAgainstBalance(checked, info.balance);
      const { msg } = await legacy.write('extract', checked.params);
      return { message: msg };
    },
  },
  WalletActionResult: {
    user: (_result, _args, { legacy }) => legacy.read('getUserInfo'),
  },
  RechargeNetwork: {
    id: (network) => network.network,
    depositAddress: (network) => network.blockchain,
  },
  BankCard: {
    id: (card) => card.bank_card,
    bankName: (card) => card.bank_name,
    cardNumber: (card) => card.bank_card,
    holderName: (card) => card.real_name,
  },
  WithdrawalInfo: {
    serviceChargeRate: (info) => info.service_charge,
    bankCards: (info) => info.card_list,
  },
  Recharge: {
    id: (recharge) => String(recharge.id),
    method: (recharge) => recharge.type,
    network: (recharge) => recharge.network,
    amount: (recharge) => recharge.price,
    actualArrival: (recharge) => recharge.actual_price,
    evidence: (recharge, _args, { images }) => images.one(recharge.image),
    adminMessage: (recharge) => recharge.admin_msg,
    createdAt: (recharge) => recharge.createtime,
  },
  Withdrawal: {
    id: (withdrawal) => String(withdrawal.id),
    method: (withdrawal) => withdrawal.extract_type,
    amount: (withdrawal) => withdrawal.extract_price,
    serviceCharge: (withdrawal) => withdrawal.fee,
    actualArrival: (withdrawal) => withdrawal.real_price,
    note: (withdrawal) => withdrawal.mark,
    adminMessage: (withdrawal) => withdrawal.admin_msg,
    createdAt: (withdrawal) => withdrawal.createtime,
  },
  Bill: {
    id: (bill) => String(bill.id),
    amount: (bill) => bill.money,
    createdAt: (bill) => bill.createtime,
  },
};
