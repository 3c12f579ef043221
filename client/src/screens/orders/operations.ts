import { graphql } from '../../gql/index.ts';

/** What an order card of the list shows, and the actions it offers. */
export const OrderCardFragment = graphql(`
  fragment OrderCard_order on Order {
    id
    orderNo
    status
    refundStatus
    itemCount
    total
    createdAt
    previews {
      image
      title
    }
    canPay
    canCancel
    canConfirmReceipt
    canRequestRefund
    canReview
  }
`);

export const OrdersQuery = graphql(`
  query Orders($filter: OrderFilter!, $page: Int!, $limit: Int!) {
    orders(filter: $filter, page: $page, limit: $limit) {
      total
      hasMore
      items {
        id
        ...OrderCard_order
      }
    }
  }
`);

/** Everything the order detail shows. */
export const OrderInfoFragment = graphql(`
  fragment OrderInfo_order on Order {
    id
    orderNo
    status
    refundStatus
    itemCount
    total
    freight
    createdAt
    recipientName
    recipientPhone
    shippingAddress
    trackingNumber
    logistics {
      trackingNumber
      description
      time
    }
    items {
      id
      productId
      shopId
      image
      title
      price
      specValues
      quantity
      total
      reviewed
    }
    canPay
    canCancel
    canConfirmReceipt
    canRequestRefund
    canReview
  }
`);

export const OrderInfoQuery = graphql(`
  query OrderInfo($id: ID!) {
    order(id: $id) {
      id
      ...OrderInfo_order
    }
  }
`);

/*
 * The actions answer the order as it is now: the card fields keep the lists right
 * at once (the cache merges them by id); the lists of other tabs are dropped after
 * an action, since the order moved between them.
 */
export const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderId: ID!) {
    cancelOrder(orderId: $orderId) {
      id
      ...OrderCard_order
    }
  }
`);

export const ConfirmReceiptMutation = graphql(`
  mutation ConfirmReceipt($orderId: ID!) {
    confirmReceipt(orderId: $orderId) {
      id
      ...OrderCard_order
    }
  }
`);

export const DeleteOrderMutation = graphql(`
  mutation DeleteOrder($orderId: ID!) {
    deleteOrder(orderId: $orderId) {
      ok
      message
    }
  }
`);
