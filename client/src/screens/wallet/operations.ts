import { graphql } from '../../gql/index.ts';

/** The balance shown on the top-up entry. */
export const WalletBalanceQuery = graphql(`
  query WalletBalance {
    me {
      id
      balance
    }
  }
`);

export const RechargeNetworksQuery = graphql(`
  query RechargeNetworks {
    rechargeNetworks {
      id
      network
      depositAddress
    }
  }
`);

export const RechargeMutation = graphql(`
  mutation Recharge($input: RechargeInput!) {
    recharge(input: $input) {
      message
      user {
        id
        balance
      }
    }
  }
`);

export const WithdrawalInfoQuery = graphql(`
  query WithdrawalInfo {
    me {
      id
      hasPaymentCode
    }
    withdrawalInfo {
      balance
      serviceChargeRate
      bankCards {
        id
        bankName
        cardNumber
        holderName
      }
    }
    rechargeNetworks {
      id
      network
    }
  }
`);

export const WithdrawMutation = graphql(`
  mutation Withdraw($input: WithdrawalInput!) {
    withdraw(input: $input) {
      message
      user {
        id
        balance
      }
    }
  }
`);

export const RechargesQuery = graphql(`
  query Recharges($status: AuditStatus, $page: Int!, $limit: Int!) {
    recharges(status: $status, page: $page, limit: $limit) {
      items {
        id
        method
        network
        amount
        actualArrival
        evidence
        status
        adminMessage
        createdAt
      }
      total
      hasMore
    }
  }
`);

export const WithdrawalsQuery = graphql(`
  query Withdrawals($status: AuditStatus, $page: Int!, $limit: Int!) {
    withdrawals(status: $status, page: $page, limit: $limit) {
      items {
        id
        method
        amount
        serviceCharge
        actualArrival
        status
        note
        adminMessage
        createdAt
      }
      total
      hasMore
    }
  }
`);

export const BillsQuery = graphql(`
  query Bills($type: BillType, $page: Int!, $limit: Int!) {
    bills(type: $type, page: $page, limit: $limit) {
      items {
        id
        title
        amount
        type
        createdAt
      }
      total
      hasMore
    }
  }
`);
