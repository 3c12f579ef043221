/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ProductCard_product on Product {\n    id\n    productId\n    shopId\n    title\n    image\n    price\n    marketPrice\n    sales\n    stock\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment ShopCard_shop on Shop {\n    id\n    name\n    avatar\n    followers\n    favorableRate\n    sales\n  }\n": typeof types.ShopCard_ShopFragmentDoc,
    "\n  fragment AddressFields on Address {\n    id\n    addressee\n    mobile\n    country\n    area\n    detail\n    tag\n    isDefault\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  query Categories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query CategoryProducts($categoryId: ID!, $page: Int! = 1, $limit: Int! = 10) {\n    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.CategoryProductsDocument,
    "\n  query Languages($limit: Int!) {\n    languages(page: 1, limit: $limit) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.LanguagesDocument,
    "\n  mutation SetLanguage($languageId: ID!) {\n    setLanguage(languageId: $languageId) {\n      id\n      language {\n        id\n        code\n        name\n        chineseName\n      }\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SetPaymentCode($input: PaymentCodeInput!) {\n    setPaymentCode(input: $input) {\n      id\n      hasPaymentCode\n    }\n  }\n": typeof types.SetPaymentCodeDocument,
    "\n  query FollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      items {\n        id\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.FollowedShopsDocument,
    "\n  mutation UnlikeProduct($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n": typeof types.UnlikeProductDocument,
    "\n  query ProfileExtras {\n    platform {\n      merchantLink\n    }\n    notifications(page: 1, limit: 50) {\n      items {\n        id\n        read\n      }\n      hasMore\n    }\n  }\n": typeof types.ProfileExtrasDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      nickname\n      avatar\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query LikedProducts($page: Int!, $limit: Int!) {\n    likedProducts(page: $page, limit: $limit) {\n      items {\n        id\n        productId\n        shopId\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.LikedProductsDocument,
    "\n  query AreaTree {\n    areas {\n      id\n      name\n      children {\n        id\n        name\n        children {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AreaTreeDocument,
    "\n  query Addresses($page: Int!, $limit: Int!) {\n    addresses(page: $page, limit: $limit) {\n      items {\n        id\n        ...AddressFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.AddressesDocument,
    "\n  query Address($id: ID!) {\n    address(id: $id) {\n      id\n      ...AddressFields\n    }\n  }\n": typeof types.AddressDocument,
    "\n  mutation SaveAddress($input: AddressInput!) {\n    saveAddress(input: $input) {\n      ok\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ok\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      ok\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  query RefundOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      refundStatus\n      total\n      items {\n        id\n        image\n        title\n        specValues\n        price\n        quantity\n        total\n      }\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  mutation RequestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n      ...OrderCard_order\n    }\n  }\n": typeof types.RequestRefundDocument,
    "\n  query CommentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      items {\n        id\n        productId\n        shopId\n        image\n        title\n        specValues\n        reviewed\n      }\n    }\n  }\n": typeof types.CommentOrderDocument,
    "\n  mutation ReviewProduct($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      id\n      ...OrderCard_order\n      items {\n        id\n        reviewed\n      }\n    }\n  }\n": typeof types.ReviewProductDocument,
    "\n  fragment SessionUser on User {\n    id\n    nickname\n    avatar\n    balance\n    hasPaymentCode\n    unpaidOrderCount\n    unreceivedOrderCount\n    language {\n      id\n      code\n      name\n      chineseName\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment BagScreen_cart on Cart {\n    quantity\n    total\n    items {\n      id\n      shopId\n      productId\n      quantity\n      specValues\n      title\n      image\n      price\n      stock\n      total\n    }\n  }\n": typeof types.BagScreen_CartFragmentDoc,
    "\n  query Bag {\n    cart {\n      ...BagScreen_cart\n    }\n  }\n": typeof types.BagDocument,
    "\n  mutation SetCartItemQuantity($id: ID!, $quantity: Int!) {\n    setCartItemQuantity(id: $id, quantity: $quantity) {\n      ...BagScreen_cart\n    }\n  }\n": typeof types.SetCartItemQuantityDocument,
    "\n  mutation RemoveCartItems($ids: [ID!]!) {\n    removeCartItems(ids: $ids) {\n      ...BagScreen_cart\n    }\n  }\n": typeof types.RemoveCartItemsDocument,
    "\n  query ShopHeading($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      avatar\n    }\n  }\n": typeof types.ShopHeadingDocument,
    "\n  mutation CreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      subtotal\n      freight\n      total\n      items {\n        productId\n        shopId\n        cartItemId\n        quantity\n        specValues\n        image\n        title\n        price\n        total\n      }\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": typeof types.CreateCheckoutDocument,
    "\n  query CheckoutAddresses($limit: Int!) {\n    addresses(page: 1, limit: $limit) {\n      items {\n        ...AddressFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.CheckoutAddressesDocument,
    "\n  mutation SubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {\n    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {\n      paymentReference\n      total\n    }\n  }\n": typeof types.SubmitCheckoutDocument,
    "\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      total\n      canPay\n    }\n  }\n": typeof types.PaymentOrderDocument,
    "\n  fragment PaymentScreen_result on PaymentResult {\n    message\n    user {\n      id\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n    }\n  }\n": typeof types.PaymentScreen_ResultFragmentDoc,
    "\n  mutation PayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      ...PaymentScreen_result\n    }\n  }\n": typeof types.PayCheckoutDocument,
    "\n  mutation PayOrder($orderId: ID!, $paymentCode: String!) {\n    payOrder(orderId: $orderId, paymentCode: $paymentCode) {\n      ...PaymentScreen_result\n    }\n  }\n": typeof types.PayOrderDocument,
    "\n  query ExploreProducts($categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {\n    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.ExploreProductsDocument,
    "\n  query Home($limit: Int!, $shopLimit: Int!) {\n    platform {\n      name\n      logo\n      merchantLink\n    }\n    banners\n    categories {\n      id\n      name\n      nameKey\n    }\n    hotProducts(limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n    hotShops(limit: $shopLimit) {\n      items {\n        id\n        name\n        avatar\n        followers\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query HomeMoreProducts($page: Int!, $limit: Int!) {\n    hotProducts(page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.HomeMoreProductsDocument,
    "\n  fragment ShopPicker_page on ShopPage {\n    items {\n      id\n      name\n      avatar\n    }\n    total\n    hasMore\n  }\n": typeof types.ShopPicker_PageFragmentDoc,
    "\n  query SupportHotShops($page: Int!, $limit: Int!) {\n    hotShops(page: $page, limit: $limit) {\n      ...ShopPicker_page\n    }\n  }\n": typeof types.SupportHotShopsDocument,
    "\n  query SupportFollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      ...ShopPicker_page\n    }\n  }\n": typeof types.SupportFollowedShopsDocument,
    "\n  query ShopSupport($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n": typeof types.ShopSupportDocument,
    "\n  query ChosenShopSupport($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n      shop {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": typeof types.ChosenShopSupportDocument,
    "\n  mutation SupportShop($shopId: ID!) {\n    supportShop(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n": typeof types.SupportShopDocument,
    "\n  query SupportHistory($page: Int!, $limit: Int!) {\n    supportHistory(page: $page, limit: $limit) {\n      items {\n        id\n        shopId\n        shopName\n        shopAvatar\n        days\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.SupportHistoryDocument,
    "\n  fragment OrderCard_order on Order {\n    id\n    orderNo\n    status\n    refundStatus\n    itemCount\n    total\n    createdAt\n    previews {\n      image\n      title\n    }\n    canPay\n    canCancel\n    canConfirmReceipt\n    canRequestRefund\n    canReview\n  }\n": typeof types.OrderCard_OrderFragmentDoc,
    "\n  query Orders($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        ...OrderCard_order\n      }\n    }\n  }\n": typeof types.OrdersDocument,
    "\n  fragment OrderInfo_order on Order {\n    id\n    orderNo\n    status\n    refundStatus\n    itemCount\n    total\n    freight\n    createdAt\n    recipientName\n    recipientPhone\n    shippingAddress\n    trackingNumber\n    logistics {\n      trackingNumber\n      description\n      time\n    }\n    items {\n      id\n      productId\n      shopId\n      image\n      title\n      price\n      specValues\n      quantity\n      total\n      reviewed\n    }\n    canPay\n    canCancel\n    canConfirmReceipt\n    canRequestRefund\n    canReview\n  }\n": typeof types.OrderInfo_OrderFragmentDoc,
    "\n  query OrderInfo($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderInfo_order\n    }\n  }\n": typeof types.OrderInfoDocument,
    "\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      id\n      ...OrderCard_order\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation ConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      id\n      ...OrderCard_order\n    }\n  }\n": typeof types.ConfirmReceiptDocument,
    "\n  mutation DeleteOrder($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n": typeof types.DeleteOrderDocument,
    "\n  query ProductDetail($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      productId\n      shopId\n      title\n      image\n      images\n      price\n      marketPrice\n      sales\n      stock\n      freight\n      liked\n      descriptionHtml\n      specGroups {\n        name\n        values\n      }\n      shop {\n        id\n        ...ShopCard_shop\n      }\n      reviews {\n        id\n        nickname\n        avatar\n        productScore\n        text\n        pics\n        createdAt\n      }\n      recommendations {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query DetailCartCount {\n    cart {\n      quantity\n    }\n  }\n": typeof types.DetailCartCountDocument,
    "\n  mutation SetProductLiked($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n": typeof types.SetProductLikedDocument,
    "\n  mutation AddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  query SearchKeywords {\n    searchKeywords\n  }\n": typeof types.SearchKeywordsDocument,
    "\n  query SearchProducts($title: String!, $categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {\n    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query SearchShops($title: String!, $page: Int! = 1, $limit: Int! = 10) {\n    searchShops(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.SearchShopsDocument,
    "\n  query HotProducts($title: String, $page: Int! = 1, $limit: Int! = 10) {\n    hotProducts(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.HotProductsDocument,
    "\n  query HotShops($page: Int! = 1, $limit: Int! = 10) {\n    hotShops(page: $page, limit: $limit) {\n      items {\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.HotShopsDocument,
    "\n  query ShopInfo($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      avatar\n      banners\n      followers\n      favorableRate\n      sales\n      followed\n    }\n  }\n": typeof types.ShopInfoDocument,
    "\n  query ShopCategories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n": typeof types.ShopCategoriesDocument,
    "\n  query ShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: $page, limit: $limit) {\n        items {\n          id\n          ...ProductCard_product\n        }\n        total\n        hasMore\n      }\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  query ShopCategoryCount($id: ID!, $categoryId: ID!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: 1, limit: 1) {\n        total\n      }\n    }\n  }\n": typeof types.ShopCategoryCountDocument,
    "\n  mutation SetShopFollowed($input: SetShopFollowedInput!) {\n    setShopFollowed(input: $input) {\n      id\n      followed\n      followers\n    }\n  }\n": typeof types.SetShopFollowedDocument,
    "\n  query HelpArticles {\n    helpArticles {\n      id\n      title\n      contentHtml\n    }\n  }\n": typeof types.HelpArticlesDocument,
    "\n  query Law {\n    lawHtml\n  }\n": typeof types.LawDocument,
    "\n  query Notifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        id\n        title\n        content\n        read\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  query PlatformLinks {\n    platform {\n      name\n      logo\n      merchantLink\n      platformLink\n    }\n  }\n": typeof types.PlatformLinksDocument,
    "\n  query PlatformService {\n    platform {\n      name\n      customerServiceUrl\n    }\n  }\n": typeof types.PlatformServiceDocument,
    "\n  query ShopService($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      customerServiceUrl\n    }\n  }\n": typeof types.ShopServiceDocument,
    "\n  query WalletBalance {\n    me {\n      id\n      balance\n    }\n  }\n": typeof types.WalletBalanceDocument,
    "\n  query RechargeNetworks {\n    rechargeNetworks {\n      id\n      network\n      depositAddress\n    }\n  }\n": typeof types.RechargeNetworksDocument,
    "\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.RechargeDocument,
    "\n  query WithdrawalInfo {\n    me {\n      id\n      hasPaymentCode\n    }\n    withdrawalInfo {\n      balance\n      serviceChargeRate\n      bankCards {\n        id\n        bankName\n        cardNumber\n        holderName\n      }\n    }\n    rechargeNetworks {\n      id\n      network\n    }\n  }\n": typeof types.WithdrawalInfoDocument,
    "\n  mutation Withdraw($input: WithdrawalInput!) {\n    withdraw(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.WithdrawDocument,
    "\n  query Recharges($status: AuditStatus, $page: Int!, $limit: Int!) {\n    recharges(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        method\n        network\n        amount\n        actualArrival\n        evidence\n        status\n        adminMessage\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.RechargesDocument,
    "\n  query Withdrawals($status: AuditStatus, $page: Int!, $limit: Int!) {\n    withdrawals(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        method\n        amount\n        serviceCharge\n        actualArrival\n        status\n        note\n        adminMessage\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.WithdrawalsDocument,
    "\n  query Bills($type: BillType, $page: Int!, $limit: Int!) {\n    bills(type: $type, page: $page, limit: $limit) {\n      items {\n        id\n        title\n        amount\n        type\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.BillsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      nickname\n      avatar\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n      language {\n        id\n        code\n        name\n        chineseName\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  fragment ProductCard_product on Product {\n    id\n    productId\n    shopId\n    title\n    image\n    price\n    marketPrice\n    sales\n    stock\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment ShopCard_shop on Shop {\n    id\n    name\n    avatar\n    followers\n    favorableRate\n    sales\n  }\n": types.ShopCard_ShopFragmentDoc,
    "\n  fragment AddressFields on Address {\n    id\n    addressee\n    mobile\n    country\n    area\n    detail\n    tag\n    isDefault\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  query Categories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n": types.CategoriesDocument,
    "\n  query CategoryProducts($categoryId: ID!, $page: Int! = 1, $limit: Int! = 10) {\n    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": types.CategoryProductsDocument,
    "\n  query Languages($limit: Int!) {\n    languages(page: 1, limit: $limit) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.LanguagesDocument,
    "\n  mutation SetLanguage($languageId: ID!) {\n    setLanguage(languageId: $languageId) {\n      id\n      language {\n        id\n        code\n        name\n        chineseName\n      }\n    }\n  }\n": types.SetLanguageDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SetPaymentCode($input: PaymentCodeInput!) {\n    setPaymentCode(input: $input) {\n      id\n      hasPaymentCode\n    }\n  }\n": types.SetPaymentCodeDocument,
    "\n  query FollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      items {\n        id\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n": types.FollowedShopsDocument,
    "\n  mutation UnlikeProduct($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n": types.UnlikeProductDocument,
    "\n  query ProfileExtras {\n    platform {\n      merchantLink\n    }\n    notifications(page: 1, limit: 50) {\n      items {\n        id\n        read\n      }\n      hasMore\n    }\n  }\n": types.ProfileExtrasDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      nickname\n      avatar\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query LikedProducts($page: Int!, $limit: Int!) {\n    likedProducts(page: $page, limit: $limit) {\n      items {\n        id\n        productId\n        shopId\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": types.LikedProductsDocument,
    "\n  query AreaTree {\n    areas {\n      id\n      name\n      children {\n        id\n        name\n        children {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AreaTreeDocument,
    "\n  query Addresses($page: Int!, $limit: Int!) {\n    addresses(page: $page, limit: $limit) {\n      items {\n        id\n        ...AddressFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.AddressesDocument,
    "\n  query Address($id: ID!) {\n    address(id: $id) {\n      id\n      ...AddressFields\n    }\n  }\n": types.AddressDocument,
    "\n  mutation SaveAddress($input: AddressInput!) {\n    saveAddress(input: $input) {\n      ok\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ok\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      ok\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  query RefundOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      refundStatus\n      total\n      items {\n        id\n        image\n        title\n        specValues\n        price\n        quantity\n        total\n      }\n    }\n  }\n": types.RefundOrderDocument,
    "\n  mutation RequestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n      ...OrderCard_order\n    }\n  }\n": types.RequestRefundDocument,
    "\n  query CommentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      items {\n        id\n        productId\n        shopId\n        image\n        title\n        specValues\n        reviewed\n      }\n    }\n  }\n": types.CommentOrderDocument,
    "\n  mutation ReviewProduct($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      id\n      ...OrderCard_order\n      items {\n        id\n        reviewed\n      }\n    }\n  }\n": types.ReviewProductDocument,
    "\n  fragment SessionUser on User {\n    id\n    nickname\n    avatar\n    balance\n    hasPaymentCode\n    unpaidOrderCount\n    unreceivedOrderCount\n    language {\n      id\n      code\n      name\n      chineseName\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment BagScreen_cart on Cart {\n    quantity\n    total\n    items {\n      id\n      shopId\n      productId\n      quantity\n      specValues\n      title\n      image\n      price\n      stock\n      total\n    }\n  }\n": types.BagScreen_CartFragmentDoc,
    "\n  query Bag {\n    cart {\n      ...BagScreen_cart\n    }\n  }\n": types.BagDocument,
    "\n  mutation SetCartItemQuantity($id: ID!, $quantity: Int!) {\n    setCartItemQuantity(id: $id, quantity: $quantity) {\n      ...BagScreen_cart\n    }\n  }\n": types.SetCartItemQuantityDocument,
    "\n  mutation RemoveCartItems($ids: [ID!]!) {\n    removeCartItems(ids: $ids) {\n      ...BagScreen_cart\n    }\n  }\n": types.RemoveCartItemsDocument,
    "\n  query ShopHeading($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      avatar\n    }\n  }\n": types.ShopHeadingDocument,
    "\n  mutation CreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      subtotal\n      freight\n      total\n      items {\n        productId\n        shopId\n        cartItemId\n        quantity\n        specValues\n        image\n        title\n        price\n        total\n      }\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": types.CreateCheckoutDocument,
    "\n  query CheckoutAddresses($limit: Int!) {\n    addresses(page: 1, limit: $limit) {\n      items {\n        ...AddressFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.CheckoutAddressesDocument,
    "\n  mutation SubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {\n    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {\n      paymentReference\n      total\n    }\n  }\n": types.SubmitCheckoutDocument,
    "\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      total\n      canPay\n    }\n  }\n": types.PaymentOrderDocument,
    "\n  fragment PaymentScreen_result on PaymentResult {\n    message\n    user {\n      id\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n    }\n  }\n": types.PaymentScreen_ResultFragmentDoc,
    "\n  mutation PayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      ...PaymentScreen_result\n    }\n  }\n": types.PayCheckoutDocument,
    "\n  mutation PayOrder($orderId: ID!, $paymentCode: String!) {\n    payOrder(orderId: $orderId, paymentCode: $paymentCode) {\n      ...PaymentScreen_result\n    }\n  }\n": types.PayOrderDocument,
    "\n  query ExploreProducts($categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {\n    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": types.ExploreProductsDocument,
    "\n  query Home($limit: Int!, $shopLimit: Int!) {\n    platform {\n      name\n      logo\n      merchantLink\n    }\n    banners\n    categories {\n      id\n      name\n      nameKey\n    }\n    hotProducts(limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n    hotShops(limit: $shopLimit) {\n      items {\n        id\n        name\n        avatar\n        followers\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query HomeMoreProducts($page: Int!, $limit: Int!) {\n    hotProducts(page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": types.HomeMoreProductsDocument,
    "\n  fragment ShopPicker_page on ShopPage {\n    items {\n      id\n      name\n      avatar\n    }\n    total\n    hasMore\n  }\n": types.ShopPicker_PageFragmentDoc,
    "\n  query SupportHotShops($page: Int!, $limit: Int!) {\n    hotShops(page: $page, limit: $limit) {\n      ...ShopPicker_page\n    }\n  }\n": types.SupportHotShopsDocument,
    "\n  query SupportFollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      ...ShopPicker_page\n    }\n  }\n": types.SupportFollowedShopsDocument,
    "\n  query ShopSupport($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n": types.ShopSupportDocument,
    "\n  query ChosenShopSupport($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n      shop {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": types.ChosenShopSupportDocument,
    "\n  mutation SupportShop($shopId: ID!) {\n    supportShop(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n": types.SupportShopDocument,
    "\n  query SupportHistory($page: Int!, $limit: Int!) {\n    supportHistory(page: $page, limit: $limit) {\n      items {\n        id\n        shopId\n        shopName\n        shopAvatar\n        days\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": types.SupportHistoryDocument,
    "\n  fragment OrderCard_order on Order {\n    id\n    orderNo\n    status\n    refundStatus\n    itemCount\n    total\n    createdAt\n    previews {\n      image\n      title\n    }\n    canPay\n    canCancel\n    canConfirmReceipt\n    canRequestRefund\n    canReview\n  }\n": types.OrderCard_OrderFragmentDoc,
    "\n  query Orders($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        ...OrderCard_order\n      }\n    }\n  }\n": types.OrdersDocument,
    "\n  fragment OrderInfo_order on Order {\n    id\n    orderNo\n    status\n    refundStatus\n    itemCount\n    total\n    freight\n    createdAt\n    recipientName\n    recipientPhone\n    shippingAddress\n    trackingNumber\n    logistics {\n      trackingNumber\n      description\n      time\n    }\n    items {\n      id\n      productId\n      shopId\n      image\n      title\n      price\n      specValues\n      quantity\n      total\n      reviewed\n    }\n    canPay\n    canCancel\n    canConfirmReceipt\n    canRequestRefund\n    canReview\n  }\n": types.OrderInfo_OrderFragmentDoc,
    "\n  query OrderInfo($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderInfo_order\n    }\n  }\n": types.OrderInfoDocument,
    "\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      id\n      ...OrderCard_order\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation ConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      id\n      ...OrderCard_order\n    }\n  }\n": types.ConfirmReceiptDocument,
    "\n  mutation DeleteOrder($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n": types.DeleteOrderDocument,
    "\n  query ProductDetail($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      productId\n      shopId\n      title\n      image\n      images\n      price\n      marketPrice\n      sales\n      stock\n      freight\n      liked\n      descriptionHtml\n      specGroups {\n        name\n        values\n      }\n      shop {\n        id\n        ...ShopCard_shop\n      }\n      reviews {\n        id\n        nickname\n        avatar\n        productScore\n        text\n        pics\n        createdAt\n      }\n      recommendations {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query DetailCartCount {\n    cart {\n      quantity\n    }\n  }\n": types.DetailCartCountDocument,
    "\n  mutation SetProductLiked($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n": types.SetProductLikedDocument,
    "\n  mutation AddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n    }\n  }\n": types.AddToCartDocument,
    "\n  query SearchKeywords {\n    searchKeywords\n  }\n": types.SearchKeywordsDocument,
    "\n  query SearchProducts($title: String!, $categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {\n    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query SearchShops($title: String!, $page: Int! = 1, $limit: Int! = 10) {\n    searchShops(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n": types.SearchShopsDocument,
    "\n  query HotProducts($title: String, $page: Int! = 1, $limit: Int! = 10) {\n    hotProducts(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n": types.HotProductsDocument,
    "\n  query HotShops($page: Int! = 1, $limit: Int! = 10) {\n    hotShops(page: $page, limit: $limit) {\n      items {\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n": types.HotShopsDocument,
    "\n  query ShopInfo($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      avatar\n      banners\n      followers\n      favorableRate\n      sales\n      followed\n    }\n  }\n": types.ShopInfoDocument,
    "\n  query ShopCategories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n": types.ShopCategoriesDocument,
    "\n  query ShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: $page, limit: $limit) {\n        items {\n          id\n          ...ProductCard_product\n        }\n        total\n        hasMore\n      }\n    }\n  }\n": types.ShopProductsDocument,
    "\n  query ShopCategoryCount($id: ID!, $categoryId: ID!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: 1, limit: 1) {\n        total\n      }\n    }\n  }\n": types.ShopCategoryCountDocument,
    "\n  mutation SetShopFollowed($input: SetShopFollowedInput!) {\n    setShopFollowed(input: $input) {\n      id\n      followed\n      followers\n    }\n  }\n": types.SetShopFollowedDocument,
    "\n  query HelpArticles {\n    helpArticles {\n      id\n      title\n      contentHtml\n    }\n  }\n": types.HelpArticlesDocument,
    "\n  query Law {\n    lawHtml\n  }\n": types.LawDocument,
    "\n  query Notifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        id\n        title\n        content\n        read\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  query PlatformLinks {\n    platform {\n      name\n      logo\n      merchantLink\n      platformLink\n    }\n  }\n": types.PlatformLinksDocument,
    "\n  query PlatformService {\n    platform {\n      name\n      customerServiceUrl\n    }\n  }\n": types.PlatformServiceDocument,
    "\n  query ShopService($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      customerServiceUrl\n    }\n  }\n": types.ShopServiceDocument,
    "\n  query WalletBalance {\n    me {\n      id\n      balance\n    }\n  }\n": types.WalletBalanceDocument,
    "\n  query RechargeNetworks {\n    rechargeNetworks {\n      id\n      network\n      depositAddress\n    }\n  }\n": types.RechargeNetworksDocument,
    "\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n": types.RechargeDocument,
    "\n  query WithdrawalInfo {\n    me {\n      id\n      hasPaymentCode\n    }\n    withdrawalInfo {\n      balance\n      serviceChargeRate\n      bankCards {\n        id\n        bankName\n        cardNumber\n        holderName\n      }\n    }\n    rechargeNetworks {\n      id\n      network\n    }\n  }\n": types.WithdrawalInfoDocument,
    "\n  mutation Withdraw($input: WithdrawalInput!) {\n    withdraw(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n": types.WithdrawDocument,
    "\n  query Recharges($status: AuditStatus, $page: Int!, $limit: Int!) {\n    recharges(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        method\n        network\n        amount\n        actualArrival\n        evidence\n        status\n        adminMessage\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": types.RechargesDocument,
    "\n  query Withdrawals($status: AuditStatus, $page: Int!, $limit: Int!) {\n    withdrawals(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        method\n        amount\n        serviceCharge\n        actualArrival\n        status\n        note\n        adminMessage\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": types.WithdrawalsDocument,
    "\n  query Bills($type: BillType, $page: Int!, $limit: Int!) {\n    bills(type: $type, page: $page, limit: $limit) {\n      items {\n        id\n        title\n        amount\n        type\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": types.BillsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      nickname\n      avatar\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n      language {\n        id\n        code\n        name\n        chineseName\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    productId\n    shopId\n    title\n    image\n    price\n    marketPrice\n    sales\n    stock\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    productId\n    shopId\n    title\n    image\n    price\n    marketPrice\n    sales\n    stock\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopCard_shop on Shop {\n    id\n    name\n    avatar\n    followers\n    favorableRate\n    sales\n  }\n"): (typeof documents)["\n  fragment ShopCard_shop on Shop {\n    id\n    name\n    avatar\n    followers\n    favorableRate\n    sales\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    addressee\n    mobile\n    country\n    area\n    detail\n    tag\n    isDefault\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    id\n    addressee\n    mobile\n    country\n    area\n    detail\n    tag\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProducts($categoryId: ID!, $page: Int! = 1, $limit: Int! = 10) {\n    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CategoryProducts($categoryId: ID!, $page: Int! = 1, $limit: Int! = 10) {\n    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Languages($limit: Int!) {\n    languages(page: 1, limit: $limit) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Languages($limit: Int!) {\n    languages(page: 1, limit: $limit) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($languageId: ID!) {\n    setLanguage(languageId: $languageId) {\n      id\n      language {\n        id\n        code\n        name\n        chineseName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetLanguage($languageId: ID!) {\n    setLanguage(languageId: $languageId) {\n      id\n      language {\n        id\n        code\n        name\n        chineseName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentCode($input: PaymentCodeInput!) {\n    setPaymentCode(input: $input) {\n      id\n      hasPaymentCode\n    }\n  }\n"): (typeof documents)["\n  mutation SetPaymentCode($input: PaymentCodeInput!) {\n    setPaymentCode(input: $input) {\n      id\n      hasPaymentCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      items {\n        id\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query FollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      items {\n        id\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeProduct($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeProduct($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileExtras {\n    platform {\n      merchantLink\n    }\n    notifications(page: 1, limit: 50) {\n      items {\n        id\n        read\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ProfileExtras {\n    platform {\n      merchantLink\n    }\n    notifications(page: 1, limit: 50) {\n      items {\n        id\n        read\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      nickname\n      avatar\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      nickname\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LikedProducts($page: Int!, $limit: Int!) {\n    likedProducts(page: $page, limit: $limit) {\n      items {\n        id\n        productId\n        shopId\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query LikedProducts($page: Int!, $limit: Int!) {\n    likedProducts(page: $page, limit: $limit) {\n      items {\n        id\n        productId\n        shopId\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AreaTree {\n    areas {\n      id\n      name\n      children {\n        id\n        name\n        children {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AreaTree {\n    areas {\n      id\n      name\n      children {\n        id\n        name\n        children {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Addresses($page: Int!, $limit: Int!) {\n    addresses(page: $page, limit: $limit) {\n      items {\n        id\n        ...AddressFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Addresses($page: Int!, $limit: Int!) {\n    addresses(page: $page, limit: $limit) {\n      items {\n        id\n        ...AddressFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Address($id: ID!) {\n    address(id: $id) {\n      id\n      ...AddressFields\n    }\n  }\n"): (typeof documents)["\n  query Address($id: ID!) {\n    address(id: $id) {\n      id\n      ...AddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAddress($input: AddressInput!) {\n    saveAddress(input: $input) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAddress($input: AddressInput!) {\n    saveAddress(input: $input) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      refundStatus\n      total\n      items {\n        id\n        image\n        title\n        specValues\n        price\n        quantity\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query RefundOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      refundStatus\n      total\n      items {\n        id\n        image\n        title\n        specValues\n        price\n        quantity\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n      ...OrderCard_order\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n      ...OrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      items {\n        id\n        productId\n        shopId\n        image\n        title\n        specValues\n        reviewed\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      items {\n        id\n        productId\n        shopId\n        image\n        title\n        specValues\n        reviewed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewProduct($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      id\n      ...OrderCard_order\n      items {\n        id\n        reviewed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewProduct($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      id\n      ...OrderCard_order\n      items {\n        id\n        reviewed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    nickname\n    avatar\n    balance\n    hasPaymentCode\n    unpaidOrderCount\n    unreceivedOrderCount\n    language {\n      id\n      code\n      name\n      chineseName\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    nickname\n    avatar\n    balance\n    hasPaymentCode\n    unpaidOrderCount\n    unreceivedOrderCount\n    language {\n      id\n      code\n      name\n      chineseName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BagScreen_cart on Cart {\n    quantity\n    total\n    items {\n      id\n      shopId\n      productId\n      quantity\n      specValues\n      title\n      image\n      price\n      stock\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment BagScreen_cart on Cart {\n    quantity\n    total\n    items {\n      id\n      shopId\n      productId\n      quantity\n      specValues\n      title\n      image\n      price\n      stock\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bag {\n    cart {\n      ...BagScreen_cart\n    }\n  }\n"): (typeof documents)["\n  query Bag {\n    cart {\n      ...BagScreen_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCartItemQuantity($id: ID!, $quantity: Int!) {\n    setCartItemQuantity(id: $id, quantity: $quantity) {\n      ...BagScreen_cart\n    }\n  }\n"): (typeof documents)["\n  mutation SetCartItemQuantity($id: ID!, $quantity: Int!) {\n    setCartItemQuantity(id: $id, quantity: $quantity) {\n      ...BagScreen_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItems($ids: [ID!]!) {\n    removeCartItems(ids: $ids) {\n      ...BagScreen_cart\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartItems($ids: [ID!]!) {\n    removeCartItems(ids: $ids) {\n      ...BagScreen_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopHeading($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query ShopHeading($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      subtotal\n      freight\n      total\n      items {\n        productId\n        shopId\n        cartItemId\n        quantity\n        specValues\n        image\n        title\n        price\n        total\n      }\n      address {\n        ...AddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      subtotal\n      freight\n      total\n      items {\n        productId\n        shopId\n        cartItemId\n        quantity\n        specValues\n        image\n        title\n        price\n        total\n      }\n      address {\n        ...AddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAddresses($limit: Int!) {\n    addresses(page: 1, limit: $limit) {\n      items {\n        ...AddressFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CheckoutAddresses($limit: Int!) {\n    addresses(page: 1, limit: $limit) {\n      items {\n        ...AddressFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {\n    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {\n      paymentReference\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {\n    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {\n      paymentReference\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      total\n      canPay\n    }\n  }\n"): (typeof documents)["\n  query PaymentOrder($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      total\n      canPay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentScreen_result on PaymentResult {\n    message\n    user {\n      id\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentScreen_result on PaymentResult {\n    message\n    user {\n      id\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      ...PaymentScreen_result\n    }\n  }\n"): (typeof documents)["\n  mutation PayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      ...PaymentScreen_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrder($orderId: ID!, $paymentCode: String!) {\n    payOrder(orderId: $orderId, paymentCode: $paymentCode) {\n      ...PaymentScreen_result\n    }\n  }\n"): (typeof documents)["\n  mutation PayOrder($orderId: ID!, $paymentCode: String!) {\n    payOrder(orderId: $orderId, paymentCode: $paymentCode) {\n      ...PaymentScreen_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExploreProducts($categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {\n    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ExploreProducts($categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {\n    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home($limit: Int!, $shopLimit: Int!) {\n    platform {\n      name\n      logo\n      merchantLink\n    }\n    banners\n    categories {\n      id\n      name\n      nameKey\n    }\n    hotProducts(limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n    hotShops(limit: $shopLimit) {\n      items {\n        id\n        name\n        avatar\n        followers\n      }\n    }\n  }\n"): (typeof documents)["\n  query Home($limit: Int!, $shopLimit: Int!) {\n    platform {\n      name\n      logo\n      merchantLink\n    }\n    banners\n    categories {\n      id\n      name\n      nameKey\n    }\n    hotProducts(limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n    hotShops(limit: $shopLimit) {\n      items {\n        id\n        name\n        avatar\n        followers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeMoreProducts($page: Int!, $limit: Int!) {\n    hotProducts(page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query HomeMoreProducts($page: Int!, $limit: Int!) {\n    hotProducts(page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopPicker_page on ShopPage {\n    items {\n      id\n      name\n      avatar\n    }\n    total\n    hasMore\n  }\n"): (typeof documents)["\n  fragment ShopPicker_page on ShopPage {\n    items {\n      id\n      name\n      avatar\n    }\n    total\n    hasMore\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportHotShops($page: Int!, $limit: Int!) {\n    hotShops(page: $page, limit: $limit) {\n      ...ShopPicker_page\n    }\n  }\n"): (typeof documents)["\n  query SupportHotShops($page: Int!, $limit: Int!) {\n    hotShops(page: $page, limit: $limit) {\n      ...ShopPicker_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportFollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      ...ShopPicker_page\n    }\n  }\n"): (typeof documents)["\n  query SupportFollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      ...ShopPicker_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopSupport($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n"): (typeof documents)["\n  query ShopSupport($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChosenShopSupport($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n      shop {\n        id\n        name\n        avatar\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChosenShopSupport($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n      shop {\n        id\n        name\n        avatar\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportShop($shopId: ID!) {\n    supportShop(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n"): (typeof documents)["\n  mutation SupportShop($shopId: ID!) {\n    supportShop(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportHistory($page: Int!, $limit: Int!) {\n    supportHistory(page: $page, limit: $limit) {\n      items {\n        id\n        shopId\n        shopName\n        shopAvatar\n        days\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SupportHistory($page: Int!, $limit: Int!) {\n    supportHistory(page: $page, limit: $limit) {\n      items {\n        id\n        shopId\n        shopName\n        shopAvatar\n        days\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_order on Order {\n    id\n    orderNo\n    status\n    refundStatus\n    itemCount\n    total\n    createdAt\n    previews {\n      image\n      title\n    }\n    canPay\n    canCancel\n    canConfirmReceipt\n    canRequestRefund\n    canReview\n  }\n"): (typeof documents)["\n  fragment OrderCard_order on Order {\n    id\n    orderNo\n    status\n    refundStatus\n    itemCount\n    total\n    createdAt\n    previews {\n      image\n      title\n    }\n    canPay\n    canCancel\n    canConfirmReceipt\n    canRequestRefund\n    canReview\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Orders($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        ...OrderCard_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query Orders($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        ...OrderCard_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderInfo_order on Order {\n    id\n    orderNo\n    status\n    refundStatus\n    itemCount\n    total\n    freight\n    createdAt\n    recipientName\n    recipientPhone\n    shippingAddress\n    trackingNumber\n    logistics {\n      trackingNumber\n      description\n      time\n    }\n    items {\n      id\n      productId\n      shopId\n      image\n      title\n      price\n      specValues\n      quantity\n      total\n      reviewed\n    }\n    canPay\n    canCancel\n    canConfirmReceipt\n    canRequestRefund\n    canReview\n  }\n"): (typeof documents)["\n  fragment OrderInfo_order on Order {\n    id\n    orderNo\n    status\n    refundStatus\n    itemCount\n    total\n    freight\n    createdAt\n    recipientName\n    recipientPhone\n    shippingAddress\n    trackingNumber\n    logistics {\n      trackingNumber\n      description\n      time\n    }\n    items {\n      id\n      productId\n      shopId\n      image\n      title\n      price\n      specValues\n      quantity\n      total\n      reviewed\n    }\n    canPay\n    canCancel\n    canConfirmReceipt\n    canRequestRefund\n    canReview\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderInfo($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderInfo_order\n    }\n  }\n"): (typeof documents)["\n  query OrderInfo($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderInfo_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      id\n      ...OrderCard_order\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      id\n      ...OrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      id\n      ...OrderCard_order\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      id\n      ...OrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrder($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrder($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      productId\n      shopId\n      title\n      image\n      images\n      price\n      marketPrice\n      sales\n      stock\n      freight\n      liked\n      descriptionHtml\n      specGroups {\n        name\n        values\n      }\n      shop {\n        id\n        ...ShopCard_shop\n      }\n      reviews {\n        id\n        nickname\n        avatar\n        productScore\n        text\n        pics\n        createdAt\n      }\n      recommendations {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      productId\n      shopId\n      title\n      image\n      images\n      price\n      marketPrice\n      sales\n      stock\n      freight\n      liked\n      descriptionHtml\n      specGroups {\n        name\n        values\n      }\n      shop {\n        id\n        ...ShopCard_shop\n      }\n      reviews {\n        id\n        nickname\n        avatar\n        productScore\n        text\n        pics\n        createdAt\n      }\n      recommendations {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DetailCartCount {\n    cart {\n      quantity\n    }\n  }\n"): (typeof documents)["\n  query DetailCartCount {\n    cart {\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductLiked($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductLiked($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchKeywords {\n    searchKeywords\n  }\n"): (typeof documents)["\n  query SearchKeywords {\n    searchKeywords\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($title: String!, $categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {\n    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SearchProducts($title: String!, $categoryId: ID, $page: Int! = 1, $limit: Int! = 10) {\n    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchShops($title: String!, $page: Int! = 1, $limit: Int! = 10) {\n    searchShops(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SearchShops($title: String!, $page: Int! = 1, $limit: Int! = 10) {\n    searchShops(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotProducts($title: String, $page: Int! = 1, $limit: Int! = 10) {\n    hotProducts(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query HotProducts($title: String, $page: Int! = 1, $limit: Int! = 10) {\n    hotProducts(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ProductCard_product\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotShops($page: Int! = 1, $limit: Int! = 10) {\n    hotShops(page: $page, limit: $limit) {\n      items {\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query HotShops($page: Int! = 1, $limit: Int! = 10) {\n    hotShops(page: $page, limit: $limit) {\n      items {\n        ...ShopCard_shop\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopInfo($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      avatar\n      banners\n      followers\n      favorableRate\n      sales\n      followed\n    }\n  }\n"): (typeof documents)["\n  query ShopInfo($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      avatar\n      banners\n      followers\n      favorableRate\n      sales\n      followed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCategories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n"): (typeof documents)["\n  query ShopCategories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: $page, limit: $limit) {\n        items {\n          id\n          ...ProductCard_product\n        }\n        total\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: $page, limit: $limit) {\n        items {\n          id\n          ...ProductCard_product\n        }\n        total\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCategoryCount($id: ID!, $categoryId: ID!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: 1, limit: 1) {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopCategoryCount($id: ID!, $categoryId: ID!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: 1, limit: 1) {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShopFollowed($input: SetShopFollowedInput!) {\n    setShopFollowed(input: $input) {\n      id\n      followed\n      followers\n    }\n  }\n"): (typeof documents)["\n  mutation SetShopFollowed($input: SetShopFollowedInput!) {\n    setShopFollowed(input: $input) {\n      id\n      followed\n      followers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpArticles {\n    helpArticles {\n      id\n      title\n      contentHtml\n    }\n  }\n"): (typeof documents)["\n  query HelpArticles {\n    helpArticles {\n      id\n      title\n      contentHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Law {\n    lawHtml\n  }\n"): (typeof documents)["\n  query Law {\n    lawHtml\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        id\n        title\n        content\n        read\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Notifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        id\n        title\n        content\n        read\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformLinks {\n    platform {\n      name\n      logo\n      merchantLink\n      platformLink\n    }\n  }\n"): (typeof documents)["\n  query PlatformLinks {\n    platform {\n      name\n      logo\n      merchantLink\n      platformLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformService {\n    platform {\n      name\n      customerServiceUrl\n    }\n  }\n"): (typeof documents)["\n  query PlatformService {\n    platform {\n      name\n      customerServiceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopService($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      customerServiceUrl\n    }\n  }\n"): (typeof documents)["\n  query ShopService($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      customerServiceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletBalance {\n    me {\n      id\n      balance\n    }\n  }\n"): (typeof documents)["\n  query WalletBalance {\n    me {\n      id\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RechargeNetworks {\n    rechargeNetworks {\n      id\n      network\n      depositAddress\n    }\n  }\n"): (typeof documents)["\n  query RechargeNetworks {\n    rechargeNetworks {\n      id\n      network\n      depositAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Recharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalInfo {\n    me {\n      id\n      hasPaymentCode\n    }\n    withdrawalInfo {\n      balance\n      serviceChargeRate\n      bankCards {\n        id\n        bankName\n        cardNumber\n        holderName\n      }\n    }\n    rechargeNetworks {\n      id\n      network\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalInfo {\n    me {\n      id\n      hasPaymentCode\n    }\n    withdrawalInfo {\n      balance\n      serviceChargeRate\n      bankCards {\n        id\n        bankName\n        cardNumber\n        holderName\n      }\n    }\n    rechargeNetworks {\n      id\n      network\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Withdraw($input: WithdrawalInput!) {\n    withdraw(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Withdraw($input: WithdrawalInput!) {\n    withdraw(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recharges($status: AuditStatus, $page: Int!, $limit: Int!) {\n    recharges(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        method\n        network\n        amount\n        actualArrival\n        evidence\n        status\n        adminMessage\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Recharges($status: AuditStatus, $page: Int!, $limit: Int!) {\n    recharges(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        method\n        network\n        amount\n        actualArrival\n        evidence\n        status\n        adminMessage\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Withdrawals($status: AuditStatus, $page: Int!, $limit: Int!) {\n    withdrawals(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        method\n        amount\n        serviceCharge\n        actualArrival\n        status\n        note\n        adminMessage\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Withdrawals($status: AuditStatus, $page: Int!, $limit: Int!) {\n    withdrawals(status: $status, page: $page, limit: $limit) {\n      items {\n        id\n        method\n        amount\n        serviceCharge\n        actualArrival\n        status\n        note\n        adminMessage\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bills($type: BillType, $page: Int!, $limit: Int!) {\n    bills(type: $type, page: $page, limit: $limit) {\n      items {\n        id\n        title\n        amount\n        type\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Bills($type: BillType, $page: Int!, $limit: Int!) {\n    bills(type: $type, page: $page, limit: $limit) {\n      items {\n        id\n        title\n        amount\n        type\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      nickname\n      avatar\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n      language {\n        id\n        code\n        name\n        chineseName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      nickname\n      avatar\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n      language {\n        id\n        code\n        name\n        chineseName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;