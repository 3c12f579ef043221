/**
 * The legacy value behind each GraphQL enum value. Used at run time by the enum
 * resolvers and by codegen (codegen.ts) so resolver types speak legacy values.
 */
export const legacyEnumValues = {
  OrderStatus: {
    WAITING_FOR_PAYMENT: 0,
    WAITING_FOR_DELIVERY: 1,
    DELIVERED: 2,
    RECEIVED: 3,
    COMPLETED: 4,
    CANCELLED: -1,
    REFUNDED: -2,
  },
  RefundStatus: { NONE: 0, IN_PROGRESS: 1, REFUNDED: 2, REFUSED: 3 },
  AuditStatus: { AUDITING: 0, PASSED: 1, REFUSED: 2 },
  RechargeMethod: { ON_CHAIN: 1, BANK: 2 },
  WithdrawalMethod: { BANK_CARD: 0, ON_CHAIN: 1 },
  BillType: { RECHARGE: 'recharge', WITHDRAWAL: 'extract', PAYMENT: 'pay', REFUND: 'refund' },
} as const;

type ValueOf<T> = T[keyof T];

/** The legacy values each enum resolves from (what resolvers return). */
export type LegacyOrderStatus = ValueOf<typeof legacyEnumValues.OrderStatus>;
export type LegacyRefundStatus = ValueOf<typeof legacyEnumValues.RefundStatus>;
export type LegacyAuditStatus = ValueOf<typeof legacyEnumValues.AuditStatus>;
export type LegacyRechargeMethod = ValueOf<typeof legacyEnumValues.RechargeMethod>;
export type LegacyWithdrawalMethod = ValueOf<typeof legacyEnumValues.WithdrawalMethod>;
export type LegacyBillType = ValueOf<typeof legacyEnumValues.BillType>;
