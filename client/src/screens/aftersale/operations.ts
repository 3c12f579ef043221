import { graphql } from '../../gql/index.ts';

/** The order a refund is applied for: what was paid and its lines. */
export const RefundOrderQuery = graphql(`
  query RefundOrder($id: ID!) {
    order(id: $id) {
      id
      orderNo
      status
      refundStatus
      total
      items {
        id
        image
        title
        specValues
        price
        quantity
        total
      }
    }
  }
`);

/* Both mutations answer the order's card fields, so its detail and lists are right at once. */
export const RequestRefundMutation = graphql(`
  mutation RequestRefund($input: RefundInput!) {
    requestRefund(input: $input) {
      id
      ...OrderCard_order
    }
  }
`);

/** The order whose products are reviewed. */
export const CommentOrderQuery = graphql(`
  query CommentOrder($id: ID!) {
    order(id: $id) {
      id
      orderNo
      status
      items {
        id
        productId
        shopId
        image
        title
        specValues
        reviewed
      }
    }
  }
`);

export const ReviewProductMutation = graphql(`
  mutation ReviewProduct($input: ReviewInput!) {
    reviewProduct(input: $input) {
      id
      ...OrderCard_order
      items {
        id
        reviewed
      }
    }
  }
`);
