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
    "\n  query AccountMe {\n    me {\n      id\n      username\n      nickname\n      email\n      mobile\n      avatar\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n      language {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n      defaultAddress {\n        id\n        addressee\n        mobile\n        country\n        area\n        detail\n        tag\n        isDefault\n      }\n    }\n  }\n": typeof types.AccountMeDocument,
    "\n  mutation AccountLogin($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      token\n      user {\n        id\n        username\n        nickname\n        balance\n        hasPaymentCode\n        language {\n          code\n          isDefault\n        }\n        defaultAddress {\n          addressee\n          isDefault\n        }\n      }\n    }\n  }\n": typeof types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        nickname\n        email\n        mobile\n        avatar\n        balance\n        hasPaymentCode\n        unpaidOrderCount\n        unreceivedOrderCount\n      }\n    }\n  }\n": typeof types.AccountRegisterDocument,
    "\n  mutation AccountLogout {\n    logout {\n      ok\n      message\n    }\n  }\n": typeof types.AccountLogoutDocument,
    "\n  mutation AccountUpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      nickname\n      avatar\n    }\n  }\n": typeof types.AccountUpdateProfileDocument,
    "\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      message\n    }\n  }\n": typeof types.AccountChangePasswordDocument,
    "\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n": typeof types.AccountResetPasswordDocument,
    "\n  mutation AccountSetPaymentCode($input: PaymentCodeInput!) {\n    setPaymentCode(input: $input) {\n      id\n      hasPaymentCode\n    }\n  }\n": typeof types.AccountSetPaymentCodeDocument,
    "\n  mutation AccountVerifyPaymentCode($code: String!) {\n    verifyPaymentCode(code: $code) {\n      ok\n      message\n    }\n  }\n": typeof types.AccountVerifyPaymentCodeDocument,
    "\n  mutation AccountSetLanguage($languageId: ID!) {\n    setLanguage(languageId: $languageId) {\n      id\n      language {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n    }\n  }\n": typeof types.AccountSetLanguageDocument,
    "\n  query AccountLanguages($page: Int!, $limit: Int!) {\n    languages(page: $page, limit: $limit) {\n      items {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.AccountLanguagesDocument,
    "\n  query AddressesList($page: Int!, $limit: Int!) {\n    addresses(page: $page, limit: $limit) {\n      items {\n        id\n        addressee\n        mobile\n        country\n        area\n        detail\n        tag\n        isDefault\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.AddressesListDocument,
    "\n  query AddressesOne($id: ID!) {\n    address(id: $id) {\n      id\n      addressee\n      mobile\n      country\n      area\n      detail\n      tag\n      isDefault\n    }\n  }\n": typeof types.AddressesOneDocument,
    "\n  query AddressesMeDefault {\n    me {\n      defaultAddress {\n        id\n        addressee\n        isDefault\n      }\n    }\n  }\n": typeof types.AddressesMeDefaultDocument,
    "\n  query AddressesAreaTree {\n    areas {\n      id\n      name\n      level\n      children {\n        id\n        name\n        level\n        children {\n          id\n          name\n          level\n          children {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.AddressesAreaTreeDocument,
    "\n  query AddressesAreasUnder($parentId: ID) {\n    areas(parentId: $parentId) {\n      id\n      name\n      level\n    }\n  }\n": typeof types.AddressesAreasUnderDocument,
    "\n  mutation AddressesSave($input: AddressInput!) {\n    saveAddress(input: $input) {\n      ok\n      message\n    }\n  }\n": typeof types.AddressesSaveDocument,
    "\n  mutation AddressesSetDefault($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.AddressesSetDefaultDocument,
    "\n  mutation AddressesDelete($id: ID!) {\n    deleteAddress(id: $id) {\n      ok\n      message\n    }\n  }\n": typeof types.AddressesDeleteDocument,
    "\n  mutation AddressesRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": typeof types.AddressesRegisterDocument,
    "\n  query CartTestBag {\n    cart {\n      quantity\n      total\n      items {\n        id\n        shopId\n        productId\n        quantity\n        specValues\n        title\n        image\n        price\n        stock\n        total\n      }\n    }\n  }\n": typeof types.CartTestBagDocument,
    "\n  mutation CartTestAdd($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n      total\n      items {\n        id\n        productId\n        quantity\n        specValues\n        total\n      }\n    }\n  }\n": typeof types.CartTestAddDocument,
    "\n  mutation CartTestSetQuantity($id: ID!, $quantity: Int!) {\n    setCartItemQuantity(id: $id, quantity: $quantity) {\n      quantity\n      total\n      items {\n        id\n        quantity\n        total\n      }\n    }\n  }\n": typeof types.CartTestSetQuantityDocument,
    "\n  mutation CartTestRemove($ids: [ID!]!) {\n    removeCartItems(ids: $ids) {\n      quantity\n      total\n      items {\n        id\n      }\n    }\n  }\n": typeof types.CartTestRemoveDocument,
    "\n  fragment CatalogProductFields on Product {\n    id\n    productId\n    shopId\n    title\n    image\n    images\n    price\n    marketPrice\n    sales\n    stock\n    clicks\n    descriptionHtml\n    specGroups {\n      name\n      values\n    }\n  }\n": typeof types.CatalogProductFieldsFragmentDoc,
    "\n  query CatalogPlatform {\n    platform {\n      name\n      logo\n      merchantLink\n      platformLink\n      customerServiceUrl\n    }\n  }\n": typeof types.CatalogPlatformDocument,
    "\n  query CatalogBanners {\n    banners\n  }\n": typeof types.CatalogBannersDocument,
    "\n  query CatalogCategories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n": typeof types.CatalogCategoriesDocument,
    "\n  query CatalogCategoryProducts($categoryId: ID!, $page: Int!, $limit: Int!) {\n    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.CatalogCategoryProductsDocument,
    "\n  query CatalogHotProducts($title: String, $page: Int!, $limit: Int!) {\n    hotProducts(title: $title, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.CatalogHotProductsDocument,
    "\n  query CatalogSearchKeywords {\n    searchKeywords\n  }\n": typeof types.CatalogSearchKeywordsDocument,
    "\n  query CatalogSearchProducts($title: String!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.CatalogSearchProductsDocument,
    "\n  query CatalogRecommendedProducts($categoryId: ID, $page: Int!, $limit: Int!) {\n    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.CatalogRecommendedProductsDocument,
    "\n  query CatalogProduct($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      ...CatalogProductFields\n      liked\n      freight\n      shop {\n        id\n        name\n        avatar\n        followers\n        favorableRate\n        sales\n        totalSales\n      }\n      reviews {\n        id\n        nickname\n        avatar\n        productScore\n        text\n        pics\n        createdAt\n      }\n      recommendations {\n        id\n        productId\n        shopId\n        title\n      }\n    }\n  }\n": typeof types.CatalogProductDocument,
    "\n  query CatalogProductLiked($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n    }\n  }\n": typeof types.CatalogProductLikedDocument,
    "\n  query CatalogLikedProducts($page: Int!, $limit: Int!) {\n    likedProducts(page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.CatalogLikedProductsDocument,
    "\n  mutation CatalogToggleProductLike($shopId: ID!, $productId: ID!) {\n    toggleProductLike(shopId: $shopId, productId: $productId) {\n      id\n      productId\n      shopId\n      liked\n    }\n  }\n": typeof types.CatalogToggleProductLikeDocument,
    "\n  query CatalogHomeScreen {\n    platform {\n      name\n      logo\n    }\n    banners\n    categories {\n      id\n      nameKey\n    }\n    hotProducts(limit: 6) {\n      items {\n        id\n        title\n        image\n        price\n      }\n      hasMore\n    }\n    hotShops(limit: 4) {\n      items {\n        id\n        name\n        avatar\n      }\n    }\n    me {\n      username\n    }\n  }\n": typeof types.CatalogHomeScreenDocument,
    "\n  query ContractProduct($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n    }\n  }\n": typeof types.ContractProductDocument,
    "\n  query ContractShop($id: ID!) {\n    shop(id: $id) {\n      id\n      followed\n    }\n  }\n": typeof types.ContractShopDocument,
    "\n  query ContractOrder($id: ID!) {\n    order(id: $id) {\n      id\n    }\n  }\n": typeof types.ContractOrderDocument,
    "\n  mutation ContractSetLiked($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n": typeof types.ContractSetLikedDocument,
    "\n  mutation ContractSetFollowed($input: SetShopFollowedInput!) {\n    setShopFollowed(input: $input) {\n      id\n      followed\n    }\n  }\n": typeof types.ContractSetFollowedDocument,
    "\n  mutation ContractAddToBag($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      items {\n        shopId\n        productId\n        quantity\n        specValues\n      }\n    }\n  }\n": typeof types.ContractAddToBagDocument,
    "\n  mutation ContractPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n    }\n  }\n": typeof types.ContractPayCheckoutDocument,
    "\n  mutation ContractRequestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n    }\n  }\n": typeof types.ContractRequestRefundDocument,
    "\n  query LegacyTimesWallet {\n    bills(limit: 10) {\n      items {\n        title\n        createdAt\n      }\n    }\n    recharges(limit: 10) {\n      items {\n        createdAt\n      }\n    }\n    withdrawals(limit: 10) {\n      items {\n        createdAt\n      }\n    }\n  }\n": typeof types.LegacyTimesWalletDocument,
    "\n  query LegacyTimesOrder($id: ID!) {\n    order(id: $id) {\n      createdAt\n      logistics {\n        description\n        time\n      }\n    }\n  }\n": typeof types.LegacyTimesOrderDocument,
    "\n  query LoadersProductTwice($shopId: ID!, $productId: ID!) {\n    first: product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n      freight\n      reviews {\n        id\n      }\n    }\n    second: product(shopId: $shopId, productId: $productId) {\n      id\n      recommendations {\n        id\n      }\n      liked\n    }\n  }\n": typeof types.LoadersProductTwiceDocument,
    "\n  query LoadersShopTwice($id: ID!) {\n    a: shop(id: $id) {\n      name\n      banners\n    }\n    b: shop(id: $id) {\n      followed\n      products {\n        total\n      }\n    }\n  }\n": typeof types.LoadersShopTwiceDocument,
    "\n  query LoadersListDetails {\n    hotProducts(limit: 3) {\n      items {\n        id\n        liked\n        freight\n        reviews {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LoadersListDetailsDocument,
    "\n  query LoadersIndependent($shopId: ID!, $productId: ID!) {\n    platform {\n      name\n    }\n    banners\n    categories {\n      id\n    }\n    product(shopId: $shopId, productId: $productId) {\n      id\n    }\n    shop(id: $shopId) {\n      id\n    }\n  }\n": typeof types.LoadersIndependentDocument,
    "\n  query LoadersPublic {\n    platform {\n      name\n    }\n    banners\n    categories {\n      id\n      name\n    }\n    searchKeywords\n    hotProducts(limit: 2) {\n      items {\n        id\n      }\n    }\n    hotShops(limit: 2) {\n      items {\n        id\n      }\n    }\n    recommendedProducts(limit: 2) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.LoadersPublicDocument,
    "\n  query LoadersPersonal($shopId: ID!, $productId: ID!) {\n    categories {\n      id\n    }\n    product(shopId: $shopId, productId: $productId) {\n      liked\n    }\n    shop(id: $shopId) {\n      followed\n    }\n  }\n": typeof types.LoadersPersonalDocument,
    "\n  mutation LoadersToggleFollow($shopId: ID!) {\n    toggleShopFollow(shopId: $shopId) {\n      followed\n    }\n  }\n": typeof types.LoadersToggleFollowDocument,
    "\n  query MutualAidStatus($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n": typeof types.MutualAidStatusDocument,
    "\n  query MutualAidStatusWithShop($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n      shop {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MutualAidStatusWithShopDocument,
    "\n  mutation MutualAidSupport($shopId: ID!) {\n    supportShop(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n": typeof types.MutualAidSupportDocument,
    "\n  query MutualAidHistory($page: Int!, $limit: Int!) {\n    supportHistory(page: $page, limit: $limit) {\n      items {\n        id\n        shopId\n        shopName\n        shopAvatar\n        days\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.MutualAidHistoryDocument,
    "\n  query OrderFiltersList($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        status\n        refundStatus\n      }\n    }\n  }\n": typeof types.OrderFiltersListDocument,
    "\n  mutation OrderFiltersRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      refundStatus\n    }\n  }\n": typeof types.OrderFiltersRefundDocument,
    "\n  query LifecycleMe {\n    me {\n      balance\n      unpaidOrderCount\n    }\n  }\n": typeof types.LifecycleMeDocument,
    "\n  mutation LifecycleAddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n      total\n    }\n  }\n": typeof types.LifecycleAddToCartDocument,
    "\n  query LifecycleBag {\n    cart {\n      quantity\n      total\n      items {\n        id\n        productId\n        specValues\n        quantity\n        price\n        total\n      }\n    }\n  }\n": typeof types.LifecycleBagDocument,
    "\n  mutation LifecycleCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      subtotal\n      freight\n      total\n      items {\n        productId\n        specValues\n        quantity\n      }\n      address {\n        id\n        isDefault\n      }\n    }\n  }\n": typeof types.LifecycleCreateCheckoutDocument,
    "\n  mutation LifecyclePayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n      }\n    }\n  }\n": typeof types.LifecyclePayCheckoutDocument,
    "\n  query LifecycleOrders($filter: OrderFilter!) {\n    orders(filter: $filter, limit: 100) {\n      items {\n        id\n        status\n        canPay\n      }\n    }\n  }\n": typeof types.LifecycleOrdersDocument,
    "\n  query LifecycleOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      refundStatus\n      total\n      trackingNumber\n      logistics {\n        trackingNumber\n        description\n        time\n      }\n      items {\n        id\n        productId\n        specValues\n        reviewed\n      }\n      canPay\n      canCancel\n      canConfirmReceipt\n      canRequestRefund\n      canReview\n    }\n  }\n": typeof types.LifecycleOrderDocument,
    "\n  mutation LifecycleConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      status\n      canConfirmReceipt\n      canReview\n    }\n  }\n": typeof types.LifecycleConfirmReceiptDocument,
    "\n  mutation LifecycleReview($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      status\n      canReview\n      items {\n        productId\n        reviewed\n      }\n    }\n  }\n": typeof types.LifecycleReviewDocument,
    "\n  query LifecycleProductReviews($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      reviews {\n        productScore\n        text\n        pics\n      }\n    }\n  }\n": typeof types.LifecycleProductReviewsDocument,
    "\n  mutation LifecycleRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      status\n      refundStatus\n      canRequestRefund\n    }\n  }\n": typeof types.LifecycleRefundDocument,
    "\n  mutation LifecycleDelete($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n": typeof types.LifecycleDeleteDocument,
    "\n  mutation OrdersTestAddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      items {\n        id\n        productId\n      }\n    }\n  }\n": typeof types.OrdersTestAddToCartDocument,
    "\n  mutation OrdersTestCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      items {\n        productId\n        shopId\n        cartItemId\n        quantity\n        specValues\n        image\n        title\n        price\n        total\n      }\n      subtotal\n      freight\n      total\n      address {\n        id\n        addressee\n        isDefault\n      }\n    }\n  }\n": typeof types.OrdersTestCreateCheckoutDocument,
    "\n  query OrdersTestCart {\n    cart {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.OrdersTestCartDocument,
    "\n  query OrdersTestList($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        orderNo\n        status\n        refundStatus\n        itemCount\n        total\n        createdAt\n        previews {\n          image\n          title\n        }\n        canPay\n        canCancel\n      }\n    }\n  }\n": typeof types.OrdersTestListDocument,
    "\n  query OrdersTestListWithDetail {\n    orders(limit: 50) {\n      items {\n        id\n        freight\n        recipientName\n        items {\n          id\n          title\n        }\n        canReview\n      }\n    }\n  }\n": typeof types.OrdersTestListWithDetailDocument,
    "\n  query OrdersTestDetail($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      refundStatus\n      itemCount\n      total\n      createdAt\n      previews {\n        image\n        title\n      }\n      items {\n        id\n        productId\n        shopId\n        image\n        title\n        price\n        specValues\n        quantity\n        total\n        reviewed\n      }\n      freight\n      recipientName\n      recipientPhone\n      shippingAddress\n      trackingNumber\n      logistics {\n        trackingNumber\n        description\n        time\n      }\n      canPay\n      canCancel\n      canConfirmReceipt\n      canRequestRefund\n      canReview\n    }\n  }\n": typeof types.OrdersTestDetailDocument,
    "\n  mutation OrdersTestCancel($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      id\n      status\n      canPay\n      canCancel\n    }\n  }\n": typeof types.OrdersTestCancelDocument,
    "\n  mutation OrdersTestConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      status\n    }\n  }\n": typeof types.OrdersTestConfirmReceiptDocument,
    "\n  mutation OrdersTestDelete($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n": typeof types.OrdersTestDeleteDocument,
    "\n  mutation OrdersTestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n      status\n      refundStatus\n      canRequestRefund\n    }\n  }\n": typeof types.OrdersTestRefundDocument,
    "\n  mutation OrdersTestReview($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      status\n    }\n  }\n": typeof types.OrdersTestReviewDocument,
    "\n  mutation PaymentTestPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n        unpaidOrderCount\n        unreceivedOrderCount\n      }\n    }\n  }\n": typeof types.PaymentTestPayCheckoutDocument,
    "\n  mutation PaymentTestPayOrder($orderId: ID!, $paymentCode: String!) {\n    payOrder(orderId: $orderId, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n      }\n    }\n  }\n": typeof types.PaymentTestPayOrderDocument,
    "\n  mutation PaymentTestCancel($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      status\n    }\n  }\n": typeof types.PaymentTestCancelDocument,
    "\n  fragment ShopsShopFields on Shop {\n    id\n    name\n    avatar\n    followers\n    favorableRate\n    sales\n    totalSales\n  }\n": typeof types.ShopsShopFieldsFragmentDoc,
    "\n  query ShopsHotShops($page: Int!, $limit: Int!) {\n    hotShops(page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.ShopsHotShopsDocument,
    "\n  query ShopsHotShopsWithBanners($limit: Int!) {\n    hotShops(limit: $limit) {\n      items {\n        id\n        banners\n        followed\n      }\n    }\n  }\n": typeof types.ShopsHotShopsWithBannersDocument,
    "\n  query ShopsSearchShops($title: String!, $page: Int!, $limit: Int!) {\n    searchShops(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.ShopsSearchShopsDocument,
    "\n  query ShopsShop($id: ID!) {\n    shop(id: $id) {\n      ...ShopsShopFields\n      banners\n      followed\n      products {\n        items {\n          id\n          productId\n          shopId\n          title\n          price\n          stock\n        }\n        total\n        hasMore\n      }\n    }\n  }\n": typeof types.ShopsShopDocument,
    "\n  query ShopsShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: $page, limit: $limit) {\n        items {\n          id\n          title\n          sales\n        }\n        total\n        hasMore\n      }\n    }\n  }\n": typeof types.ShopsShopProductsDocument,
    "\n  query ShopsCustomerService($id: ID!) {\n    shop(id: $id) {\n      id\n      customerServiceUrl\n    }\n  }\n": typeof types.ShopsCustomerServiceDocument,
    "\n  query ShopsFollowed($id: ID!) {\n    shop(id: $id) {\n      id\n      followers\n      followed\n    }\n  }\n": typeof types.ShopsFollowedDocument,
    "\n  query ShopsFollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.ShopsFollowedShopsDocument,
    "\n  mutation ShopsToggleShopFollow($shopId: ID!) {\n    toggleShopFollow(shopId: $shopId) {\n      id\n      followers\n      followed\n    }\n  }\n": typeof types.ShopsToggleShopFollowDocument,
    "\n  query ShopsProductShop($limit: Int!) {\n    hotProducts(limit: $limit) {\n      items {\n        id\n        shopId\n        shop {\n          id\n          name\n          sales\n        }\n      }\n    }\n  }\n": typeof types.ShopsProductShopDocument,
    "\n  query SupportHelp {\n    helpArticles {\n      id\n      title\n      contentHtml\n    }\n  }\n": typeof types.SupportHelpDocument,
    "\n  query SupportLaw {\n    lawHtml\n  }\n": typeof types.SupportLawDocument,
    "\n  query SupportNotifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        id\n        title\n        content\n        read\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": typeof types.SupportNotificationsDocument,
    "\n  mutation SupportMarkRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      title\n      read\n      createdAt\n    }\n  }\n": typeof types.SupportMarkReadDocument,
    "\n  mutation OrderFlowCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      total\n    }\n  }\n": typeof types.OrderFlowCreateCheckoutDocument,
    "\n  mutation OrderFlowSubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {\n    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {\n      paymentReference\n      total\n    }\n  }\n": typeof types.OrderFlowSubmitCheckoutDocument,
    "\n  mutation OrderFlowPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n    }\n  }\n": typeof types.OrderFlowPayCheckoutDocument,
    "\n  query WalletNetworks {\n    rechargeNetworks {\n      id\n      network\n      depositAddress\n    }\n  }\n": typeof types.WalletNetworksDocument,
    "\n  query WalletWithdrawalInfo {\n    withdrawalInfo {\n      balance\n      serviceChargeRate\n      bankCards {\n        id\n        bankName\n        cardNumber\n        holderName\n      }\n    }\n  }\n": typeof types.WalletWithdrawalInfoDocument,
    "\n  query WalletRecharges($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {\n    recharges(status: $status, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        method\n        network\n        amount\n        actualArrival\n        evidence\n        status\n        adminMessage\n        createdAt\n      }\n    }\n  }\n": typeof types.WalletRechargesDocument,
    "\n  query WalletWithdrawals($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {\n    withdrawals(status: $status, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        method\n        amount\n        serviceCharge\n        actualArrival\n        status\n        note\n        adminMessage\n        createdAt\n      }\n    }\n  }\n": typeof types.WalletWithdrawalsDocument,
    "\n  query WalletBills($type: BillType, $page: Int! = 1, $limit: Int! = 10) {\n    bills(type: $type, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        title\n        amount\n        type\n        createdAt\n      }\n    }\n  }\n": typeof types.WalletBillsDocument,
    "\n  mutation WalletRecharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.WalletRechargeDocument,
    "\n  mutation WalletWithdraw($input: WithdrawalInput!) {\n    withdraw(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.WalletWithdrawDocument,
};
const documents: Documents = {
    "\n  query AccountMe {\n    me {\n      id\n      username\n      nickname\n      email\n      mobile\n      avatar\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n      language {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n      defaultAddress {\n        id\n        addressee\n        mobile\n        country\n        area\n        detail\n        tag\n        isDefault\n      }\n    }\n  }\n": types.AccountMeDocument,
    "\n  mutation AccountLogin($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      token\n      user {\n        id\n        username\n        nickname\n        balance\n        hasPaymentCode\n        language {\n          code\n          isDefault\n        }\n        defaultAddress {\n          addressee\n          isDefault\n        }\n      }\n    }\n  }\n": types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        nickname\n        email\n        mobile\n        avatar\n        balance\n        hasPaymentCode\n        unpaidOrderCount\n        unreceivedOrderCount\n      }\n    }\n  }\n": types.AccountRegisterDocument,
    "\n  mutation AccountLogout {\n    logout {\n      ok\n      message\n    }\n  }\n": types.AccountLogoutDocument,
    "\n  mutation AccountUpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      nickname\n      avatar\n    }\n  }\n": types.AccountUpdateProfileDocument,
    "\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      message\n    }\n  }\n": types.AccountChangePasswordDocument,
    "\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n": types.AccountResetPasswordDocument,
    "\n  mutation AccountSetPaymentCode($input: PaymentCodeInput!) {\n    setPaymentCode(input: $input) {\n      id\n      hasPaymentCode\n    }\n  }\n": types.AccountSetPaymentCodeDocument,
    "\n  mutation AccountVerifyPaymentCode($code: String!) {\n    verifyPaymentCode(code: $code) {\n      ok\n      message\n    }\n  }\n": types.AccountVerifyPaymentCodeDocument,
    "\n  mutation AccountSetLanguage($languageId: ID!) {\n    setLanguage(languageId: $languageId) {\n      id\n      language {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n    }\n  }\n": types.AccountSetLanguageDocument,
    "\n  query AccountLanguages($page: Int!, $limit: Int!) {\n    languages(page: $page, limit: $limit) {\n      items {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n      total\n      hasMore\n    }\n  }\n": types.AccountLanguagesDocument,
    "\n  query AddressesList($page: Int!, $limit: Int!) {\n    addresses(page: $page, limit: $limit) {\n      items {\n        id\n        addressee\n        mobile\n        country\n        area\n        detail\n        tag\n        isDefault\n      }\n      total\n      hasMore\n    }\n  }\n": types.AddressesListDocument,
    "\n  query AddressesOne($id: ID!) {\n    address(id: $id) {\n      id\n      addressee\n      mobile\n      country\n      area\n      detail\n      tag\n      isDefault\n    }\n  }\n": types.AddressesOneDocument,
    "\n  query AddressesMeDefault {\n    me {\n      defaultAddress {\n        id\n        addressee\n        isDefault\n      }\n    }\n  }\n": types.AddressesMeDefaultDocument,
    "\n  query AddressesAreaTree {\n    areas {\n      id\n      name\n      level\n      children {\n        id\n        name\n        level\n        children {\n          id\n          name\n          level\n          children {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.AddressesAreaTreeDocument,
    "\n  query AddressesAreasUnder($parentId: ID) {\n    areas(parentId: $parentId) {\n      id\n      name\n      level\n    }\n  }\n": types.AddressesAreasUnderDocument,
    "\n  mutation AddressesSave($input: AddressInput!) {\n    saveAddress(input: $input) {\n      ok\n      message\n    }\n  }\n": types.AddressesSaveDocument,
    "\n  mutation AddressesSetDefault($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ok\n      message\n    }\n  }\n": types.AddressesSetDefaultDocument,
    "\n  mutation AddressesDelete($id: ID!) {\n    deleteAddress(id: $id) {\n      ok\n      message\n    }\n  }\n": types.AddressesDeleteDocument,
    "\n  mutation AddressesRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": types.AddressesRegisterDocument,
    "\n  query CartTestBag {\n    cart {\n      quantity\n      total\n      items {\n        id\n        shopId\n        productId\n        quantity\n        specValues\n        title\n        image\n        price\n        stock\n        total\n      }\n    }\n  }\n": types.CartTestBagDocument,
    "\n  mutation CartTestAdd($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n      total\n      items {\n        id\n        productId\n        quantity\n        specValues\n        total\n      }\n    }\n  }\n": types.CartTestAddDocument,
    "\n  mutation CartTestSetQuantity($id: ID!, $quantity: Int!) {\n    setCartItemQuantity(id: $id, quantity: $quantity) {\n      quantity\n      total\n      items {\n        id\n        quantity\n        total\n      }\n    }\n  }\n": types.CartTestSetQuantityDocument,
    "\n  mutation CartTestRemove($ids: [ID!]!) {\n    removeCartItems(ids: $ids) {\n      quantity\n      total\n      items {\n        id\n      }\n    }\n  }\n": types.CartTestRemoveDocument,
    "\n  fragment CatalogProductFields on Product {\n    id\n    productId\n    shopId\n    title\n    image\n    images\n    price\n    marketPrice\n    sales\n    stock\n    clicks\n    descriptionHtml\n    specGroups {\n      name\n      values\n    }\n  }\n": types.CatalogProductFieldsFragmentDoc,
    "\n  query CatalogPlatform {\n    platform {\n      name\n      logo\n      merchantLink\n      platformLink\n      customerServiceUrl\n    }\n  }\n": types.CatalogPlatformDocument,
    "\n  query CatalogBanners {\n    banners\n  }\n": types.CatalogBannersDocument,
    "\n  query CatalogCategories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n": types.CatalogCategoriesDocument,
    "\n  query CatalogCategoryProducts($categoryId: ID!, $page: Int!, $limit: Int!) {\n    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.CatalogCategoryProductsDocument,
    "\n  query CatalogHotProducts($title: String, $page: Int!, $limit: Int!) {\n    hotProducts(title: $title, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.CatalogHotProductsDocument,
    "\n  query CatalogSearchKeywords {\n    searchKeywords\n  }\n": types.CatalogSearchKeywordsDocument,
    "\n  query CatalogSearchProducts($title: String!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.CatalogSearchProductsDocument,
    "\n  query CatalogRecommendedProducts($categoryId: ID, $page: Int!, $limit: Int!) {\n    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.CatalogRecommendedProductsDocument,
    "\n  query CatalogProduct($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      ...CatalogProductFields\n      liked\n      freight\n      shop {\n        id\n        name\n        avatar\n        followers\n        favorableRate\n        sales\n        totalSales\n      }\n      reviews {\n        id\n        nickname\n        avatar\n        productScore\n        text\n        pics\n        createdAt\n      }\n      recommendations {\n        id\n        productId\n        shopId\n        title\n      }\n    }\n  }\n": types.CatalogProductDocument,
    "\n  query CatalogProductLiked($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n    }\n  }\n": types.CatalogProductLikedDocument,
    "\n  query CatalogLikedProducts($page: Int!, $limit: Int!) {\n    likedProducts(page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.CatalogLikedProductsDocument,
    "\n  mutation CatalogToggleProductLike($shopId: ID!, $productId: ID!) {\n    toggleProductLike(shopId: $shopId, productId: $productId) {\n      id\n      productId\n      shopId\n      liked\n    }\n  }\n": types.CatalogToggleProductLikeDocument,
    "\n  query CatalogHomeScreen {\n    platform {\n      name\n      logo\n    }\n    banners\n    categories {\n      id\n      nameKey\n    }\n    hotProducts(limit: 6) {\n      items {\n        id\n        title\n        image\n        price\n      }\n      hasMore\n    }\n    hotShops(limit: 4) {\n      items {\n        id\n        name\n        avatar\n      }\n    }\n    me {\n      username\n    }\n  }\n": types.CatalogHomeScreenDocument,
    "\n  query ContractProduct($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n    }\n  }\n": types.ContractProductDocument,
    "\n  query ContractShop($id: ID!) {\n    shop(id: $id) {\n      id\n      followed\n    }\n  }\n": types.ContractShopDocument,
    "\n  query ContractOrder($id: ID!) {\n    order(id: $id) {\n      id\n    }\n  }\n": types.ContractOrderDocument,
    "\n  mutation ContractSetLiked($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n": types.ContractSetLikedDocument,
    "\n  mutation ContractSetFollowed($input: SetShopFollowedInput!) {\n    setShopFollowed(input: $input) {\n      id\n      followed\n    }\n  }\n": types.ContractSetFollowedDocument,
    "\n  mutation ContractAddToBag($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      items {\n        shopId\n        productId\n        quantity\n        specValues\n      }\n    }\n  }\n": types.ContractAddToBagDocument,
    "\n  mutation ContractPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n    }\n  }\n": types.ContractPayCheckoutDocument,
    "\n  mutation ContractRequestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n    }\n  }\n": types.ContractRequestRefundDocument,
    "\n  query LegacyTimesWallet {\n    bills(limit: 10) {\n      items {\n        title\n        createdAt\n      }\n    }\n    recharges(limit: 10) {\n      items {\n        createdAt\n      }\n    }\n    withdrawals(limit: 10) {\n      items {\n        createdAt\n      }\n    }\n  }\n": types.LegacyTimesWalletDocument,
    "\n  query LegacyTimesOrder($id: ID!) {\n    order(id: $id) {\n      createdAt\n      logistics {\n        description\n        time\n      }\n    }\n  }\n": types.LegacyTimesOrderDocument,
    "\n  query LoadersProductTwice($shopId: ID!, $productId: ID!) {\n    first: product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n      freight\n      reviews {\n        id\n      }\n    }\n    second: product(shopId: $shopId, productId: $productId) {\n      id\n      recommendations {\n        id\n      }\n      liked\n    }\n  }\n": types.LoadersProductTwiceDocument,
    "\n  query LoadersShopTwice($id: ID!) {\n    a: shop(id: $id) {\n      name\n      banners\n    }\n    b: shop(id: $id) {\n      followed\n      products {\n        total\n      }\n    }\n  }\n": types.LoadersShopTwiceDocument,
    "\n  query LoadersListDetails {\n    hotProducts(limit: 3) {\n      items {\n        id\n        liked\n        freight\n        reviews {\n          id\n        }\n      }\n    }\n  }\n": types.LoadersListDetailsDocument,
    "\n  query LoadersIndependent($shopId: ID!, $productId: ID!) {\n    platform {\n      name\n    }\n    banners\n    categories {\n      id\n    }\n    product(shopId: $shopId, productId: $productId) {\n      id\n    }\n    shop(id: $shopId) {\n      id\n    }\n  }\n": types.LoadersIndependentDocument,
    "\n  query LoadersPublic {\n    platform {\n      name\n    }\n    banners\n    categories {\n      id\n      name\n    }\n    searchKeywords\n    hotProducts(limit: 2) {\n      items {\n        id\n      }\n    }\n    hotShops(limit: 2) {\n      items {\n        id\n      }\n    }\n    recommendedProducts(limit: 2) {\n      items {\n        id\n      }\n    }\n  }\n": types.LoadersPublicDocument,
    "\n  query LoadersPersonal($shopId: ID!, $productId: ID!) {\n    categories {\n      id\n    }\n    product(shopId: $shopId, productId: $productId) {\n      liked\n    }\n    shop(id: $shopId) {\n      followed\n    }\n  }\n": types.LoadersPersonalDocument,
    "\n  mutation LoadersToggleFollow($shopId: ID!) {\n    toggleShopFollow(shopId: $shopId) {\n      followed\n    }\n  }\n": types.LoadersToggleFollowDocument,
    "\n  query MutualAidStatus($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n": types.MutualAidStatusDocument,
    "\n  query MutualAidStatusWithShop($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n      shop {\n        id\n        name\n      }\n    }\n  }\n": types.MutualAidStatusWithShopDocument,
    "\n  mutation MutualAidSupport($shopId: ID!) {\n    supportShop(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n": types.MutualAidSupportDocument,
    "\n  query MutualAidHistory($page: Int!, $limit: Int!) {\n    supportHistory(page: $page, limit: $limit) {\n      items {\n        id\n        shopId\n        shopName\n        shopAvatar\n        days\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": types.MutualAidHistoryDocument,
    "\n  query OrderFiltersList($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        status\n        refundStatus\n      }\n    }\n  }\n": types.OrderFiltersListDocument,
    "\n  mutation OrderFiltersRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      refundStatus\n    }\n  }\n": types.OrderFiltersRefundDocument,
    "\n  query LifecycleMe {\n    me {\n      balance\n      unpaidOrderCount\n    }\n  }\n": types.LifecycleMeDocument,
    "\n  mutation LifecycleAddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n      total\n    }\n  }\n": types.LifecycleAddToCartDocument,
    "\n  query LifecycleBag {\n    cart {\n      quantity\n      total\n      items {\n        id\n        productId\n        specValues\n        quantity\n        price\n        total\n      }\n    }\n  }\n": types.LifecycleBagDocument,
    "\n  mutation LifecycleCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      subtotal\n      freight\n      total\n      items {\n        productId\n        specValues\n        quantity\n      }\n      address {\n        id\n        isDefault\n      }\n    }\n  }\n": types.LifecycleCreateCheckoutDocument,
    "\n  mutation LifecyclePayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n      }\n    }\n  }\n": types.LifecyclePayCheckoutDocument,
    "\n  query LifecycleOrders($filter: OrderFilter!) {\n    orders(filter: $filter, limit: 100) {\n      items {\n        id\n        status\n        canPay\n      }\n    }\n  }\n": types.LifecycleOrdersDocument,
    "\n  query LifecycleOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      refundStatus\n      total\n      trackingNumber\n      logistics {\n        trackingNumber\n        description\n        time\n      }\n      items {\n        id\n        productId\n        specValues\n        reviewed\n      }\n      canPay\n      canCancel\n      canConfirmReceipt\n      canRequestRefund\n      canReview\n    }\n  }\n": types.LifecycleOrderDocument,
    "\n  mutation LifecycleConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      status\n      canConfirmReceipt\n      canReview\n    }\n  }\n": types.LifecycleConfirmReceiptDocument,
    "\n  mutation LifecycleReview($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      status\n      canReview\n      items {\n        productId\n        reviewed\n      }\n    }\n  }\n": types.LifecycleReviewDocument,
    "\n  query LifecycleProductReviews($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      reviews {\n        productScore\n        text\n        pics\n      }\n    }\n  }\n": types.LifecycleProductReviewsDocument,
    "\n  mutation LifecycleRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      status\n      refundStatus\n      canRequestRefund\n    }\n  }\n": types.LifecycleRefundDocument,
    "\n  mutation LifecycleDelete($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n": types.LifecycleDeleteDocument,
    "\n  mutation OrdersTestAddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      items {\n        id\n        productId\n      }\n    }\n  }\n": types.OrdersTestAddToCartDocument,
    "\n  mutation OrdersTestCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      items {\n        productId\n        shopId\n        cartItemId\n        quantity\n        specValues\n        image\n        title\n        price\n        total\n      }\n      subtotal\n      freight\n      total\n      address {\n        id\n        addressee\n        isDefault\n      }\n    }\n  }\n": types.OrdersTestCreateCheckoutDocument,
    "\n  query OrdersTestCart {\n    cart {\n      items {\n        id\n      }\n    }\n  }\n": types.OrdersTestCartDocument,
    "\n  query OrdersTestList($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        orderNo\n        status\n        refundStatus\n        itemCount\n        total\n        createdAt\n        previews {\n          image\n          title\n        }\n        canPay\n        canCancel\n      }\n    }\n  }\n": types.OrdersTestListDocument,
    "\n  query OrdersTestListWithDetail {\n    orders(limit: 50) {\n      items {\n        id\n        freight\n        recipientName\n        items {\n          id\n          title\n        }\n        canReview\n      }\n    }\n  }\n": types.OrdersTestListWithDetailDocument,
    "\n  query OrdersTestDetail($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      refundStatus\n      itemCount\n      total\n      createdAt\n      previews {\n        image\n        title\n      }\n      items {\n        id\n        productId\n        shopId\n        image\n        title\n        price\n        specValues\n        quantity\n        total\n        reviewed\n      }\n      freight\n      recipientName\n      recipientPhone\n      shippingAddress\n      trackingNumber\n      logistics {\n        trackingNumber\n        description\n        time\n      }\n      canPay\n      canCancel\n      canConfirmReceipt\n      canRequestRefund\n      canReview\n    }\n  }\n": types.OrdersTestDetailDocument,
    "\n  mutation OrdersTestCancel($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      id\n      status\n      canPay\n      canCancel\n    }\n  }\n": types.OrdersTestCancelDocument,
    "\n  mutation OrdersTestConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      status\n    }\n  }\n": types.OrdersTestConfirmReceiptDocument,
    "\n  mutation OrdersTestDelete($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n": types.OrdersTestDeleteDocument,
    "\n  mutation OrdersTestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n      status\n      refundStatus\n      canRequestRefund\n    }\n  }\n": types.OrdersTestRefundDocument,
    "\n  mutation OrdersTestReview($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      status\n    }\n  }\n": types.OrdersTestReviewDocument,
    "\n  mutation PaymentTestPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n        unpaidOrderCount\n        unreceivedOrderCount\n      }\n    }\n  }\n": types.PaymentTestPayCheckoutDocument,
    "\n  mutation PaymentTestPayOrder($orderId: ID!, $paymentCode: String!) {\n    payOrder(orderId: $orderId, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n      }\n    }\n  }\n": types.PaymentTestPayOrderDocument,
    "\n  mutation PaymentTestCancel($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      status\n    }\n  }\n": types.PaymentTestCancelDocument,
    "\n  fragment ShopsShopFields on Shop {\n    id\n    name\n    avatar\n    followers\n    favorableRate\n    sales\n    totalSales\n  }\n": types.ShopsShopFieldsFragmentDoc,
    "\n  query ShopsHotShops($page: Int!, $limit: Int!) {\n    hotShops(page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.ShopsHotShopsDocument,
    "\n  query ShopsHotShopsWithBanners($limit: Int!) {\n    hotShops(limit: $limit) {\n      items {\n        id\n        banners\n        followed\n      }\n    }\n  }\n": types.ShopsHotShopsWithBannersDocument,
    "\n  query ShopsSearchShops($title: String!, $page: Int!, $limit: Int!) {\n    searchShops(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.ShopsSearchShopsDocument,
    "\n  query ShopsShop($id: ID!) {\n    shop(id: $id) {\n      ...ShopsShopFields\n      banners\n      followed\n      products {\n        items {\n          id\n          productId\n          shopId\n          title\n          price\n          stock\n        }\n        total\n        hasMore\n      }\n    }\n  }\n": types.ShopsShopDocument,
    "\n  query ShopsShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: $page, limit: $limit) {\n        items {\n          id\n          title\n          sales\n        }\n        total\n        hasMore\n      }\n    }\n  }\n": types.ShopsShopProductsDocument,
    "\n  query ShopsCustomerService($id: ID!) {\n    shop(id: $id) {\n      id\n      customerServiceUrl\n    }\n  }\n": types.ShopsCustomerServiceDocument,
    "\n  query ShopsFollowed($id: ID!) {\n    shop(id: $id) {\n      id\n      followers\n      followed\n    }\n  }\n": types.ShopsFollowedDocument,
    "\n  query ShopsFollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n": types.ShopsFollowedShopsDocument,
    "\n  mutation ShopsToggleShopFollow($shopId: ID!) {\n    toggleShopFollow(shopId: $shopId) {\n      id\n      followers\n      followed\n    }\n  }\n": types.ShopsToggleShopFollowDocument,
    "\n  query ShopsProductShop($limit: Int!) {\n    hotProducts(limit: $limit) {\n      items {\n        id\n        shopId\n        shop {\n          id\n          name\n          sales\n        }\n      }\n    }\n  }\n": types.ShopsProductShopDocument,
    "\n  query SupportHelp {\n    helpArticles {\n      id\n      title\n      contentHtml\n    }\n  }\n": types.SupportHelpDocument,
    "\n  query SupportLaw {\n    lawHtml\n  }\n": types.SupportLawDocument,
    "\n  query SupportNotifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        id\n        title\n        content\n        read\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n": types.SupportNotificationsDocument,
    "\n  mutation SupportMarkRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      title\n      read\n      createdAt\n    }\n  }\n": types.SupportMarkReadDocument,
    "\n  mutation OrderFlowCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      total\n    }\n  }\n": types.OrderFlowCreateCheckoutDocument,
    "\n  mutation OrderFlowSubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {\n    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {\n      paymentReference\n      total\n    }\n  }\n": types.OrderFlowSubmitCheckoutDocument,
    "\n  mutation OrderFlowPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n    }\n  }\n": types.OrderFlowPayCheckoutDocument,
    "\n  query WalletNetworks {\n    rechargeNetworks {\n      id\n      network\n      depositAddress\n    }\n  }\n": types.WalletNetworksDocument,
    "\n  query WalletWithdrawalInfo {\n    withdrawalInfo {\n      balance\n      serviceChargeRate\n      bankCards {\n        id\n        bankName\n        cardNumber\n        holderName\n      }\n    }\n  }\n": types.WalletWithdrawalInfoDocument,
    "\n  query WalletRecharges($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {\n    recharges(status: $status, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        method\n        network\n        amount\n        actualArrival\n        evidence\n        status\n        adminMessage\n        createdAt\n      }\n    }\n  }\n": types.WalletRechargesDocument,
    "\n  query WalletWithdrawals($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {\n    withdrawals(status: $status, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        method\n        amount\n        serviceCharge\n        actualArrival\n        status\n        note\n        adminMessage\n        createdAt\n      }\n    }\n  }\n": types.WalletWithdrawalsDocument,
    "\n  query WalletBills($type: BillType, $page: Int! = 1, $limit: Int! = 10) {\n    bills(type: $type, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        title\n        amount\n        type\n        createdAt\n      }\n    }\n  }\n": types.WalletBillsDocument,
    "\n  mutation WalletRecharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n": types.WalletRechargeDocument,
    "\n  mutation WalletWithdraw($input: WithdrawalInput!) {\n    withdraw(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n": types.WalletWithdrawDocument,
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
export function graphql(source: "\n  query AccountMe {\n    me {\n      id\n      username\n      nickname\n      email\n      mobile\n      avatar\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n      language {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n      defaultAddress {\n        id\n        addressee\n        mobile\n        country\n        area\n        detail\n        tag\n        isDefault\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountMe {\n    me {\n      id\n      username\n      nickname\n      email\n      mobile\n      avatar\n      balance\n      hasPaymentCode\n      unpaidOrderCount\n      unreceivedOrderCount\n      language {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n      defaultAddress {\n        id\n        addressee\n        mobile\n        country\n        area\n        detail\n        tag\n        isDefault\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogin($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      token\n      user {\n        id\n        username\n        nickname\n        balance\n        hasPaymentCode\n        language {\n          code\n          isDefault\n        }\n        defaultAddress {\n          addressee\n          isDefault\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountLogin($account: String!, $password: String!) {\n    login(account: $account, password: $password) {\n      token\n      user {\n        id\n        username\n        nickname\n        balance\n        hasPaymentCode\n        language {\n          code\n          isDefault\n        }\n        defaultAddress {\n          addressee\n          isDefault\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        nickname\n        email\n        mobile\n        avatar\n        balance\n        hasPaymentCode\n        unpaidOrderCount\n        unreceivedOrderCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        username\n        nickname\n        email\n        mobile\n        avatar\n        balance\n        hasPaymentCode\n        unpaidOrderCount\n        unreceivedOrderCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogout {\n    logout {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountLogout {\n    logout {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      nickname\n      avatar\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      nickname\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSetPaymentCode($input: PaymentCodeInput!) {\n    setPaymentCode(input: $input) {\n      id\n      hasPaymentCode\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSetPaymentCode($input: PaymentCodeInput!) {\n    setPaymentCode(input: $input) {\n      id\n      hasPaymentCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountVerifyPaymentCode($code: String!) {\n    verifyPaymentCode(code: $code) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountVerifyPaymentCode($code: String!) {\n    verifyPaymentCode(code: $code) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSetLanguage($languageId: ID!) {\n    setLanguage(languageId: $languageId) {\n      id\n      language {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSetLanguage($languageId: ID!) {\n    setLanguage(languageId: $languageId) {\n      id\n      language {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguages($page: Int!, $limit: Int!) {\n    languages(page: $page, limit: $limit) {\n      items {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguages($page: Int!, $limit: Int!) {\n    languages(page: $page, limit: $limit) {\n      items {\n        id\n        name\n        chineseName\n        code\n        isDefault\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressesList($page: Int!, $limit: Int!) {\n    addresses(page: $page, limit: $limit) {\n      items {\n        id\n        addressee\n        mobile\n        country\n        area\n        detail\n        tag\n        isDefault\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query AddressesList($page: Int!, $limit: Int!) {\n    addresses(page: $page, limit: $limit) {\n      items {\n        id\n        addressee\n        mobile\n        country\n        area\n        detail\n        tag\n        isDefault\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressesOne($id: ID!) {\n    address(id: $id) {\n      id\n      addressee\n      mobile\n      country\n      area\n      detail\n      tag\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query AddressesOne($id: ID!) {\n    address(id: $id) {\n      id\n      addressee\n      mobile\n      country\n      area\n      detail\n      tag\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressesMeDefault {\n    me {\n      defaultAddress {\n        id\n        addressee\n        isDefault\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddressesMeDefault {\n    me {\n      defaultAddress {\n        id\n        addressee\n        isDefault\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressesAreaTree {\n    areas {\n      id\n      name\n      level\n      children {\n        id\n        name\n        level\n        children {\n          id\n          name\n          level\n          children {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddressesAreaTree {\n    areas {\n      id\n      name\n      level\n      children {\n        id\n        name\n        level\n        children {\n          id\n          name\n          level\n          children {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressesAreasUnder($parentId: ID) {\n    areas(parentId: $parentId) {\n      id\n      name\n      level\n    }\n  }\n"): (typeof documents)["\n  query AddressesAreasUnder($parentId: ID) {\n    areas(parentId: $parentId) {\n      id\n      name\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesSave($input: AddressInput!) {\n    saveAddress(input: $input) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesSave($input: AddressInput!) {\n    saveAddress(input: $input) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesSetDefault($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesSetDefault($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesDelete($id: ID!) {\n    deleteAddress(id: $id) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesDelete($id: ID!) {\n    deleteAddress(id: $id) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddressesRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AddressesRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartTestBag {\n    cart {\n      quantity\n      total\n      items {\n        id\n        shopId\n        productId\n        quantity\n        specValues\n        title\n        image\n        price\n        stock\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartTestBag {\n    cart {\n      quantity\n      total\n      items {\n        id\n        shopId\n        productId\n        quantity\n        specValues\n        title\n        image\n        price\n        stock\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartTestAdd($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n      total\n      items {\n        id\n        productId\n        quantity\n        specValues\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CartTestAdd($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n      total\n      items {\n        id\n        productId\n        quantity\n        specValues\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartTestSetQuantity($id: ID!, $quantity: Int!) {\n    setCartItemQuantity(id: $id, quantity: $quantity) {\n      quantity\n      total\n      items {\n        id\n        quantity\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CartTestSetQuantity($id: ID!, $quantity: Int!) {\n    setCartItemQuantity(id: $id, quantity: $quantity) {\n      quantity\n      total\n      items {\n        id\n        quantity\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartTestRemove($ids: [ID!]!) {\n    removeCartItems(ids: $ids) {\n      quantity\n      total\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CartTestRemove($ids: [ID!]!) {\n    removeCartItems(ids: $ids) {\n      quantity\n      total\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogProductFields on Product {\n    id\n    productId\n    shopId\n    title\n    image\n    images\n    price\n    marketPrice\n    sales\n    stock\n    clicks\n    descriptionHtml\n    specGroups {\n      name\n      values\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogProductFields on Product {\n    id\n    productId\n    shopId\n    title\n    image\n    images\n    price\n    marketPrice\n    sales\n    stock\n    clicks\n    descriptionHtml\n    specGroups {\n      name\n      values\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPlatform {\n    platform {\n      name\n      logo\n      merchantLink\n      platformLink\n      customerServiceUrl\n    }\n  }\n"): (typeof documents)["\n  query CatalogPlatform {\n    platform {\n      name\n      logo\n      merchantLink\n      platformLink\n      customerServiceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogBanners {\n    banners\n  }\n"): (typeof documents)["\n  query CatalogBanners {\n    banners\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogCategories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n"): (typeof documents)["\n  query CatalogCategories {\n    categories {\n      id\n      name\n      nameKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogCategoryProducts($categoryId: ID!, $page: Int!, $limit: Int!) {\n    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CatalogCategoryProducts($categoryId: ID!, $page: Int!, $limit: Int!) {\n    categoryProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogHotProducts($title: String, $page: Int!, $limit: Int!) {\n    hotProducts(title: $title, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CatalogHotProducts($title: String, $page: Int!, $limit: Int!) {\n    hotProducts(title: $title, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogSearchKeywords {\n    searchKeywords\n  }\n"): (typeof documents)["\n  query CatalogSearchKeywords {\n    searchKeywords\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogSearchProducts($title: String!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CatalogSearchProducts($title: String!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    searchProducts(title: $title, categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogRecommendedProducts($categoryId: ID, $page: Int!, $limit: Int!) {\n    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CatalogRecommendedProducts($categoryId: ID, $page: Int!, $limit: Int!) {\n    recommendedProducts(categoryId: $categoryId, page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogProduct($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      ...CatalogProductFields\n      liked\n      freight\n      shop {\n        id\n        name\n        avatar\n        followers\n        favorableRate\n        sales\n        totalSales\n      }\n      reviews {\n        id\n        nickname\n        avatar\n        productScore\n        text\n        pics\n        createdAt\n      }\n      recommendations {\n        id\n        productId\n        shopId\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogProduct($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      ...CatalogProductFields\n      liked\n      freight\n      shop {\n        id\n        name\n        avatar\n        followers\n        favorableRate\n        sales\n        totalSales\n      }\n      reviews {\n        id\n        nickname\n        avatar\n        productScore\n        text\n        pics\n        createdAt\n      }\n      recommendations {\n        id\n        productId\n        shopId\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogProductLiked($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n    }\n  }\n"): (typeof documents)["\n  query CatalogProductLiked($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogLikedProducts($page: Int!, $limit: Int!) {\n    likedProducts(page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CatalogLikedProducts($page: Int!, $limit: Int!) {\n    likedProducts(page: $page, limit: $limit) {\n      items {\n        ...CatalogProductFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogToggleProductLike($shopId: ID!, $productId: ID!) {\n    toggleProductLike(shopId: $shopId, productId: $productId) {\n      id\n      productId\n      shopId\n      liked\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogToggleProductLike($shopId: ID!, $productId: ID!) {\n    toggleProductLike(shopId: $shopId, productId: $productId) {\n      id\n      productId\n      shopId\n      liked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogHomeScreen {\n    platform {\n      name\n      logo\n    }\n    banners\n    categories {\n      id\n      nameKey\n    }\n    hotProducts(limit: 6) {\n      items {\n        id\n        title\n        image\n        price\n      }\n      hasMore\n    }\n    hotShops(limit: 4) {\n      items {\n        id\n        name\n        avatar\n      }\n    }\n    me {\n      username\n    }\n  }\n"): (typeof documents)["\n  query CatalogHomeScreen {\n    platform {\n      name\n      logo\n    }\n    banners\n    categories {\n      id\n      nameKey\n    }\n    hotProducts(limit: 6) {\n      items {\n        id\n        title\n        image\n        price\n      }\n      hasMore\n    }\n    hotShops(limit: 4) {\n      items {\n        id\n        name\n        avatar\n      }\n    }\n    me {\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractProduct($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n    }\n  }\n"): (typeof documents)["\n  query ContractProduct($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractShop($id: ID!) {\n    shop(id: $id) {\n      id\n      followed\n    }\n  }\n"): (typeof documents)["\n  query ContractShop($id: ID!) {\n    shop(id: $id) {\n      id\n      followed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractOrder($id: ID!) {\n    order(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ContractOrder($id: ID!) {\n    order(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContractSetLiked($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n"): (typeof documents)["\n  mutation ContractSetLiked($input: SetProductLikedInput!) {\n    setProductLiked(input: $input) {\n      id\n      liked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContractSetFollowed($input: SetShopFollowedInput!) {\n    setShopFollowed(input: $input) {\n      id\n      followed\n    }\n  }\n"): (typeof documents)["\n  mutation ContractSetFollowed($input: SetShopFollowedInput!) {\n    setShopFollowed(input: $input) {\n      id\n      followed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContractAddToBag($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      items {\n        shopId\n        productId\n        quantity\n        specValues\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ContractAddToBag($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      items {\n        shopId\n        productId\n        quantity\n        specValues\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContractPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ContractPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContractRequestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ContractRequestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyTimesWallet {\n    bills(limit: 10) {\n      items {\n        title\n        createdAt\n      }\n    }\n    recharges(limit: 10) {\n      items {\n        createdAt\n      }\n    }\n    withdrawals(limit: 10) {\n      items {\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query LegacyTimesWallet {\n    bills(limit: 10) {\n      items {\n        title\n        createdAt\n      }\n    }\n    recharges(limit: 10) {\n      items {\n        createdAt\n      }\n    }\n    withdrawals(limit: 10) {\n      items {\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegacyTimesOrder($id: ID!) {\n    order(id: $id) {\n      createdAt\n      logistics {\n        description\n        time\n      }\n    }\n  }\n"): (typeof documents)["\n  query LegacyTimesOrder($id: ID!) {\n    order(id: $id) {\n      createdAt\n      logistics {\n        description\n        time\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadersProductTwice($shopId: ID!, $productId: ID!) {\n    first: product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n      freight\n      reviews {\n        id\n      }\n    }\n    second: product(shopId: $shopId, productId: $productId) {\n      id\n      recommendations {\n        id\n      }\n      liked\n    }\n  }\n"): (typeof documents)["\n  query LoadersProductTwice($shopId: ID!, $productId: ID!) {\n    first: product(shopId: $shopId, productId: $productId) {\n      id\n      liked\n      freight\n      reviews {\n        id\n      }\n    }\n    second: product(shopId: $shopId, productId: $productId) {\n      id\n      recommendations {\n        id\n      }\n      liked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadersShopTwice($id: ID!) {\n    a: shop(id: $id) {\n      name\n      banners\n    }\n    b: shop(id: $id) {\n      followed\n      products {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoadersShopTwice($id: ID!) {\n    a: shop(id: $id) {\n      name\n      banners\n    }\n    b: shop(id: $id) {\n      followed\n      products {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadersListDetails {\n    hotProducts(limit: 3) {\n      items {\n        id\n        liked\n        freight\n        reviews {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoadersListDetails {\n    hotProducts(limit: 3) {\n      items {\n        id\n        liked\n        freight\n        reviews {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadersIndependent($shopId: ID!, $productId: ID!) {\n    platform {\n      name\n    }\n    banners\n    categories {\n      id\n    }\n    product(shopId: $shopId, productId: $productId) {\n      id\n    }\n    shop(id: $shopId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query LoadersIndependent($shopId: ID!, $productId: ID!) {\n    platform {\n      name\n    }\n    banners\n    categories {\n      id\n    }\n    product(shopId: $shopId, productId: $productId) {\n      id\n    }\n    shop(id: $shopId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadersPublic {\n    platform {\n      name\n    }\n    banners\n    categories {\n      id\n      name\n    }\n    searchKeywords\n    hotProducts(limit: 2) {\n      items {\n        id\n      }\n    }\n    hotShops(limit: 2) {\n      items {\n        id\n      }\n    }\n    recommendedProducts(limit: 2) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoadersPublic {\n    platform {\n      name\n    }\n    banners\n    categories {\n      id\n      name\n    }\n    searchKeywords\n    hotProducts(limit: 2) {\n      items {\n        id\n      }\n    }\n    hotShops(limit: 2) {\n      items {\n        id\n      }\n    }\n    recommendedProducts(limit: 2) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadersPersonal($shopId: ID!, $productId: ID!) {\n    categories {\n      id\n    }\n    product(shopId: $shopId, productId: $productId) {\n      liked\n    }\n    shop(id: $shopId) {\n      followed\n    }\n  }\n"): (typeof documents)["\n  query LoadersPersonal($shopId: ID!, $productId: ID!) {\n    categories {\n      id\n    }\n    product(shopId: $shopId, productId: $productId) {\n      liked\n    }\n    shop(id: $shopId) {\n      followed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadersToggleFollow($shopId: ID!) {\n    toggleShopFollow(shopId: $shopId) {\n      followed\n    }\n  }\n"): (typeof documents)["\n  mutation LoadersToggleFollow($shopId: ID!) {\n    toggleShopFollow(shopId: $shopId) {\n      followed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MutualAidStatus($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n"): (typeof documents)["\n  query MutualAidStatus($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MutualAidStatusWithShop($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n      shop {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MutualAidStatusWithShop($shopId: ID!) {\n    shopSupport(shopId: $shopId) {\n      id\n      days\n      supportedToday\n      shop {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MutualAidSupport($shopId: ID!) {\n    supportShop(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n"): (typeof documents)["\n  mutation MutualAidSupport($shopId: ID!) {\n    supportShop(shopId: $shopId) {\n      id\n      days\n      supportedToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MutualAidHistory($page: Int!, $limit: Int!) {\n    supportHistory(page: $page, limit: $limit) {\n      items {\n        id\n        shopId\n        shopName\n        shopAvatar\n        days\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query MutualAidHistory($page: Int!, $limit: Int!) {\n    supportHistory(page: $page, limit: $limit) {\n      items {\n        id\n        shopId\n        shopName\n        shopAvatar\n        days\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderFiltersList($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        status\n        refundStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderFiltersList($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        status\n        refundStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderFiltersRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      refundStatus\n    }\n  }\n"): (typeof documents)["\n  mutation OrderFiltersRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      refundStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LifecycleMe {\n    me {\n      balance\n      unpaidOrderCount\n    }\n  }\n"): (typeof documents)["\n  query LifecycleMe {\n    me {\n      balance\n      unpaidOrderCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LifecycleAddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation LifecycleAddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      quantity\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LifecycleBag {\n    cart {\n      quantity\n      total\n      items {\n        id\n        productId\n        specValues\n        quantity\n        price\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query LifecycleBag {\n    cart {\n      quantity\n      total\n      items {\n        id\n        productId\n        specValues\n        quantity\n        price\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LifecycleCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      subtotal\n      freight\n      total\n      items {\n        productId\n        specValues\n        quantity\n      }\n      address {\n        id\n        isDefault\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LifecycleCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      subtotal\n      freight\n      total\n      items {\n        productId\n        specValues\n        quantity\n      }\n      address {\n        id\n        isDefault\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LifecyclePayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LifecyclePayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LifecycleOrders($filter: OrderFilter!) {\n    orders(filter: $filter, limit: 100) {\n      items {\n        id\n        status\n        canPay\n      }\n    }\n  }\n"): (typeof documents)["\n  query LifecycleOrders($filter: OrderFilter!) {\n    orders(filter: $filter, limit: 100) {\n      items {\n        id\n        status\n        canPay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LifecycleOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      refundStatus\n      total\n      trackingNumber\n      logistics {\n        trackingNumber\n        description\n        time\n      }\n      items {\n        id\n        productId\n        specValues\n        reviewed\n      }\n      canPay\n      canCancel\n      canConfirmReceipt\n      canRequestRefund\n      canReview\n    }\n  }\n"): (typeof documents)["\n  query LifecycleOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n      refundStatus\n      total\n      trackingNumber\n      logistics {\n        trackingNumber\n        description\n        time\n      }\n      items {\n        id\n        productId\n        specValues\n        reviewed\n      }\n      canPay\n      canCancel\n      canConfirmReceipt\n      canRequestRefund\n      canReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LifecycleConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      status\n      canConfirmReceipt\n      canReview\n    }\n  }\n"): (typeof documents)["\n  mutation LifecycleConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      status\n      canConfirmReceipt\n      canReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LifecycleReview($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      status\n      canReview\n      items {\n        productId\n        reviewed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LifecycleReview($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      status\n      canReview\n      items {\n        productId\n        reviewed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LifecycleProductReviews($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      reviews {\n        productScore\n        text\n        pics\n      }\n    }\n  }\n"): (typeof documents)["\n  query LifecycleProductReviews($shopId: ID!, $productId: ID!) {\n    product(shopId: $shopId, productId: $productId) {\n      reviews {\n        productScore\n        text\n        pics\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LifecycleRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      status\n      refundStatus\n      canRequestRefund\n    }\n  }\n"): (typeof documents)["\n  mutation LifecycleRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      status\n      refundStatus\n      canRequestRefund\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LifecycleDelete($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation LifecycleDelete($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersTestAddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      items {\n        id\n        productId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersTestAddToCart($input: ProductChoiceInput!) {\n    addToCart(input: $input) {\n      items {\n        id\n        productId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersTestCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      items {\n        productId\n        shopId\n        cartItemId\n        quantity\n        specValues\n        image\n        title\n        price\n        total\n      }\n      subtotal\n      freight\n      total\n      address {\n        id\n        addressee\n        isDefault\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersTestCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      items {\n        productId\n        shopId\n        cartItemId\n        quantity\n        specValues\n        image\n        title\n        price\n        total\n      }\n      subtotal\n      freight\n      total\n      address {\n        id\n        addressee\n        isDefault\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersTestCart {\n    cart {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersTestCart {\n    cart {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersTestList($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        orderNo\n        status\n        refundStatus\n        itemCount\n        total\n        createdAt\n        previews {\n          image\n          title\n        }\n        canPay\n        canCancel\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersTestList($filter: OrderFilter!, $page: Int!, $limit: Int!) {\n    orders(filter: $filter, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        orderNo\n        status\n        refundStatus\n        itemCount\n        total\n        createdAt\n        previews {\n          image\n          title\n        }\n        canPay\n        canCancel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersTestListWithDetail {\n    orders(limit: 50) {\n      items {\n        id\n        freight\n        recipientName\n        items {\n          id\n          title\n        }\n        canReview\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersTestListWithDetail {\n    orders(limit: 50) {\n      items {\n        id\n        freight\n        recipientName\n        items {\n          id\n          title\n        }\n        canReview\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersTestDetail($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      refundStatus\n      itemCount\n      total\n      createdAt\n      previews {\n        image\n        title\n      }\n      items {\n        id\n        productId\n        shopId\n        image\n        title\n        price\n        specValues\n        quantity\n        total\n        reviewed\n      }\n      freight\n      recipientName\n      recipientPhone\n      shippingAddress\n      trackingNumber\n      logistics {\n        trackingNumber\n        description\n        time\n      }\n      canPay\n      canCancel\n      canConfirmReceipt\n      canRequestRefund\n      canReview\n    }\n  }\n"): (typeof documents)["\n  query OrdersTestDetail($id: ID!) {\n    order(id: $id) {\n      id\n      orderNo\n      status\n      refundStatus\n      itemCount\n      total\n      createdAt\n      previews {\n        image\n        title\n      }\n      items {\n        id\n        productId\n        shopId\n        image\n        title\n        price\n        specValues\n        quantity\n        total\n        reviewed\n      }\n      freight\n      recipientName\n      recipientPhone\n      shippingAddress\n      trackingNumber\n      logistics {\n        trackingNumber\n        description\n        time\n      }\n      canPay\n      canCancel\n      canConfirmReceipt\n      canRequestRefund\n      canReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersTestCancel($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      id\n      status\n      canPay\n      canCancel\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersTestCancel($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      id\n      status\n      canPay\n      canCancel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersTestConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersTestConfirmReceipt($orderId: ID!) {\n    confirmReceipt(orderId: $orderId) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersTestDelete($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersTestDelete($orderId: ID!) {\n    deleteOrder(orderId: $orderId) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersTestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n      status\n      refundStatus\n      canRequestRefund\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersTestRefund($input: RefundInput!) {\n    requestRefund(input: $input) {\n      id\n      status\n      refundStatus\n      canRequestRefund\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersTestReview($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersTestReview($input: ReviewInput!) {\n    reviewProduct(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentTestPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n        unpaidOrderCount\n        unreceivedOrderCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentTestPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n        unpaidOrderCount\n        unreceivedOrderCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentTestPayOrder($orderId: ID!, $paymentCode: String!) {\n    payOrder(orderId: $orderId, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentTestPayOrder($orderId: ID!, $paymentCode: String!) {\n    payOrder(orderId: $orderId, paymentCode: $paymentCode) {\n      message\n      user {\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentTestCancel($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentTestCancel($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopsShopFields on Shop {\n    id\n    name\n    avatar\n    followers\n    favorableRate\n    sales\n    totalSales\n  }\n"): (typeof documents)["\n  fragment ShopsShopFields on Shop {\n    id\n    name\n    avatar\n    followers\n    favorableRate\n    sales\n    totalSales\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsHotShops($page: Int!, $limit: Int!) {\n    hotShops(page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ShopsHotShops($page: Int!, $limit: Int!) {\n    hotShops(page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsHotShopsWithBanners($limit: Int!) {\n    hotShops(limit: $limit) {\n      items {\n        id\n        banners\n        followed\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopsHotShopsWithBanners($limit: Int!) {\n    hotShops(limit: $limit) {\n      items {\n        id\n        banners\n        followed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsSearchShops($title: String!, $page: Int!, $limit: Int!) {\n    searchShops(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ShopsSearchShops($title: String!, $page: Int!, $limit: Int!) {\n    searchShops(title: $title, page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsShop($id: ID!) {\n    shop(id: $id) {\n      ...ShopsShopFields\n      banners\n      followed\n      products {\n        items {\n          id\n          productId\n          shopId\n          title\n          price\n          stock\n        }\n        total\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopsShop($id: ID!) {\n    shop(id: $id) {\n      ...ShopsShopFields\n      banners\n      followed\n      products {\n        items {\n          id\n          productId\n          shopId\n          title\n          price\n          stock\n        }\n        total\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: $page, limit: $limit) {\n        items {\n          id\n          title\n          sales\n        }\n        total\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopsShopProducts($id: ID!, $categoryId: ID, $page: Int!, $limit: Int!) {\n    shop(id: $id) {\n      id\n      products(categoryId: $categoryId, page: $page, limit: $limit) {\n        items {\n          id\n          title\n          sales\n        }\n        total\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsCustomerService($id: ID!) {\n    shop(id: $id) {\n      id\n      customerServiceUrl\n    }\n  }\n"): (typeof documents)["\n  query ShopsCustomerService($id: ID!) {\n    shop(id: $id) {\n      id\n      customerServiceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsFollowed($id: ID!) {\n    shop(id: $id) {\n      id\n      followers\n      followed\n    }\n  }\n"): (typeof documents)["\n  query ShopsFollowed($id: ID!) {\n    shop(id: $id) {\n      id\n      followers\n      followed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsFollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ShopsFollowedShops($page: Int!, $limit: Int!) {\n    followedShops(page: $page, limit: $limit) {\n      items {\n        ...ShopsShopFields\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShopsToggleShopFollow($shopId: ID!) {\n    toggleShopFollow(shopId: $shopId) {\n      id\n      followers\n      followed\n    }\n  }\n"): (typeof documents)["\n  mutation ShopsToggleShopFollow($shopId: ID!) {\n    toggleShopFollow(shopId: $shopId) {\n      id\n      followers\n      followed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsProductShop($limit: Int!) {\n    hotProducts(limit: $limit) {\n      items {\n        id\n        shopId\n        shop {\n          id\n          name\n          sales\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopsProductShop($limit: Int!) {\n    hotProducts(limit: $limit) {\n      items {\n        id\n        shopId\n        shop {\n          id\n          name\n          sales\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportHelp {\n    helpArticles {\n      id\n      title\n      contentHtml\n    }\n  }\n"): (typeof documents)["\n  query SupportHelp {\n    helpArticles {\n      id\n      title\n      contentHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportLaw {\n    lawHtml\n  }\n"): (typeof documents)["\n  query SupportLaw {\n    lawHtml\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportNotifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        id\n        title\n        content\n        read\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SupportNotifications($page: Int!, $limit: Int!) {\n    notifications(page: $page, limit: $limit) {\n      items {\n        id\n        title\n        content\n        read\n        createdAt\n      }\n      total\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportMarkRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      title\n      read\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SupportMarkRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      title\n      read\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderFlowCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation OrderFlowCreateCheckout($source: CheckoutSourceInput!) {\n    createCheckout(source: $source) {\n      id\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderFlowSubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {\n    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {\n      paymentReference\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation OrderFlowSubmitCheckout($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {\n    submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) {\n      paymentReference\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderFlowPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation OrderFlowPayCheckout($paymentReference: String!, $total: Money!, $paymentCode: String!) {\n    payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletNetworks {\n    rechargeNetworks {\n      id\n      network\n      depositAddress\n    }\n  }\n"): (typeof documents)["\n  query WalletNetworks {\n    rechargeNetworks {\n      id\n      network\n      depositAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletWithdrawalInfo {\n    withdrawalInfo {\n      balance\n      serviceChargeRate\n      bankCards {\n        id\n        bankName\n        cardNumber\n        holderName\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletWithdrawalInfo {\n    withdrawalInfo {\n      balance\n      serviceChargeRate\n      bankCards {\n        id\n        bankName\n        cardNumber\n        holderName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletRecharges($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {\n    recharges(status: $status, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        method\n        network\n        amount\n        actualArrival\n        evidence\n        status\n        adminMessage\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletRecharges($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {\n    recharges(status: $status, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        method\n        network\n        amount\n        actualArrival\n        evidence\n        status\n        adminMessage\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletWithdrawals($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {\n    withdrawals(status: $status, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        method\n        amount\n        serviceCharge\n        actualArrival\n        status\n        note\n        adminMessage\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletWithdrawals($status: AuditStatus, $page: Int! = 1, $limit: Int! = 10) {\n    withdrawals(status: $status, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        method\n        amount\n        serviceCharge\n        actualArrival\n        status\n        note\n        adminMessage\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletBills($type: BillType, $page: Int! = 1, $limit: Int! = 10) {\n    bills(type: $type, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        title\n        amount\n        type\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletBills($type: BillType, $page: Int! = 1, $limit: Int! = 10) {\n    bills(type: $type, page: $page, limit: $limit) {\n      total\n      hasMore\n      items {\n        id\n        title\n        amount\n        type\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletRecharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WalletRecharge($input: RechargeInput!) {\n    recharge(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletWithdraw($input: WithdrawalInput!) {\n    withdraw(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WalletWithdraw($input: WithdrawalInput!) {\n    withdraw(input: $input) {\n      message\n      user {\n        id\n        balance\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;