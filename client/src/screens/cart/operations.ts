import { graphql } from '../../gql/index.ts';

/** Everything the bag shows of itself; every bag mutation answers it, so the cache stays whole. */
export const BagCartFragment = graphql(`
  fragment BagScreen_cart on Cart {
    quantity
    total
    items {
      id
      shopId
      productId
      quantity
      specValues
      title
      image
      price
      stock
      total
    }
  }
`);

export const BagQuery = graphql(`
  query Bag {
    cart {
      ...BagScreen_cart
    }
  }
`);

export const SetCartItemQuantityMutation = graphql(`
  mutation SetCartItemQuantity($id: ID!, $quantity: Int!) {
    setCartItemQuantity(id: $id, quantity: $quantity) {
      ...BagScreen_cart
    }
  }
`);

export const RemoveCartItemsMutation = graphql(`
  mutation RemoveCartItems($ids: [ID!]!) {
    removeCartItems(ids: $ids) {
      ...BagScreen_cart
    }
  }
`);

/** The name and avatar heading a shop's group of lines. */
export const ShopHeadingQuery = graphql(`
  query ShopHeading($id: ID!) {
    shop(id: $id) {
      id
      name
      avatar
    }
  }
`);

export const CreateCheckoutMutation = graphql(`
  mutation CreateCheckout($source: CheckoutSourceInput!) {
    createCheckout(source: $source) {
      id
      subtotal
      freight
      total
      items {
        productId
        shopId
        cartItemId
        quantity
        specValues
        image
        title
        price
        total
      }
      address {
        ...AddressFields
      }
    }
  }
`);

export const CheckoutAddressesQuery = graphql(`
  query CheckoutAddresses($limit: Int!) {
    addresses(page: 1, limit: $limit) {
      items {
        ...AddressFields
      }
      total
      hasMore
    }
  }
`);

export const SubmitCheckoutMutation = graphql(`
  mutation SubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {
    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {
      paymentReference
      total
    }
  }
`);

/** The unpaid order a payment is for, when the orders screens send one (`?order=`). */
export const PaymentOrderQuery = graphql(`
  query PaymentOrder($id: ID!) {
    order(id: $id) {
      id
      orderNo
      total
      canPay
    }
  }
`);

/**
 * The buyer after paying: the balance and order counters the shell shows. Only spread by the
 * payment mutations below (their answers update the cache); declared here so codegen knows it.
 */
graphql(`
  fragment PaymentScreen_result on PaymentResult {
    message
    user {
      id
      balance
      hasPaymentCode
      unpaidOrderCount
      unreceivedOrderCount
    }
  }
`);

export const PayCheckoutMutation = graphql(`
  mutation PayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {
    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {
      ...PaymentScreen_result
    }
  }
`);

export const PayOrderMutation = graphql(`
  mutation PayOrder($orderId: ID!, $paymentCode: String!) {
    payOrder(orderId: $orderId, paymentCode: $paymentCode) {
      ...PaymentScreen_result
    }
  }
`);
