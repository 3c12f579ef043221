import { afterAll, beforeAll, expect } from 'vitest';
import { passThrough } from './rewritingProxy.ts';
import { startQuirkStack, type GqlAnswer, type QuirkGateway, type QuirkStack } from './quirkStack.ts';

/*
 * What the quirk files share (quirks.test.ts, quirksBroken.test.ts): the operations a shopper's
 * screens send, each file's stack with a signed-in buyer and one shipped order, and the helpers
 * that send an operation through the proxy rewriting, or not.
 */

let stack: QuirkStack;
let token: string;
let orderId: string;
/** The seeded "Nordvik Ergonomic Vertical Wireless Mouse" listing (one option group, Colour). */
const MOUSE = { shopId: '1', productId: '5', listingId: '5', specValues: ['Black'] };

const PRODUCT =
  'id productId shopId title image images price marketPrice sales stock descriptionHtml specGroups { name values }';
const SHOP = 'id name avatar followers favorableRate sales totalSales';

export interface Operation {
  query: string;
  variables?: () => Record<string, unknown>;
  signedIn?: boolean;
  /** How the answer is compared with the clean one (default: the whole answer). */
  kind?: 'read' | 'login' | 'addToCart';
}

/** The operations that read one thing by its id: a refusal there answers NOT_FOUND (issue 23). */
export const READS_BY_ID = new Set(['product', 'shop', 'order detail']);

export const OPERATIONS: Record<string, Operation> = {
  Home: {
    query: `{ platform { name logo merchantLink platformLink customerServiceUrl } banners categories { id name nameKey }
      hotProducts(limit: 10) { items { ${PRODUCT} } total hasMore } hotShops(limit: 10) { items { ${SHOP} } total hasMore } }`,
  },
  product: {
    query: `query P($shopId: ID!, $productId: ID!) { product(shopId: $shopId, productId: $productId) { ${PRODUCT} liked freight
      reviews { id nickname avatar productScore text pics createdAt } recommendations { id title price image } } }`,
    variables: () => ({ shopId: MOUSE.shopId, productId: MOUSE.productId }),
    signedIn: true,
  },
  shop: {
    query: `query S($id: ID!) { shop(id: $id) { ${SHOP} banners followed products(limit: 5) { items { id title price image images } total hasMore } } }`,
    variables: () => ({ id: MOUSE.shopId }),
    signedIn: true,
  },
  search: {
    query: `query Q($title: String!) { searchProducts(title: $title, limit: 5) { items { id title price image } total hasMore }
      searchShops(title: $title, limit: 5) { items { id name avatar } total hasMore } }`,
    variables: () => ({ title: 'Mouse' }),
  },
  login: {
    query:
      'mutation { login(account: "demo", password: "demo123") { token user { id username nickname balance hasPaymentCode } } }',
    kind: 'login',
  },
  me: {
    query: `{ me { id username nickname email mobile avatar balance hasPaymentCode unpaidOrderCount unreceivedOrderCount
      language { id name code isDefault } defaultAddress { id addressee mobile country area detail tag isDefault } } }`,
    signedIn: true,
  },
  bag: {
    query:
      '{ cart { quantity total items { id shopId productId quantity specValues title image price stock total } } }',
    signedIn: true,
  },
  'order list': {
    query: `{ orders(limit: 10) { items { id orderNo status refundStatus itemCount total createdAt previews { image title }
      canPay canCancel canConfirmReceipt canRequestRefund canReview } total hasMore } }`,
    signedIn: true,
  },
  'order detail': {
    query: `query O($id: ID!) { order(id: $id) { id orderNo status refundStatus total createdAt freight recipientName recipientPhone
      shippingAddress trackingNumber canReview items { id productId shopId image title price specValues quantity total reviewed }
      logistics { trackingNumber description time } } }`,
    variables: () => ({ id: orderId }),
    signedIn: true,
  },
  'wallet records': {
    query: `{ bills(limit: 10) { items { id title amount type createdAt } total hasMore }
      recharges(limit: 10) { items { id method network amount actualArrival evidence status adminMessage createdAt } total hasMore }
      withdrawals(limit: 10) { items { id method amount serviceCharge actualArrival status note adminMessage createdAt } total hasMore } }`,
    signedIn: true,
  },
  addresses: {
    query: '{ addresses(limit: 10) { items { id addressee mobile country area detail tag isDefault } total hasMore } }',
    signedIn: true,
  },
  'add to bag': {
    query:
      'mutation A($input: ProductChoiceInput!) { addToCart(input: $input) { quantity total items { id productId quantity total } } }',
    variables: () => ({ input: { ...MOUSE, quantity: 1 } }),
    signedIn: true,
    kind: 'addToCart',
  },
};

export function run(operation: Operation, through: QuirkGateway = stack): Promise<GqlAnswer> {
  return through.gql(operation.query, operation.variables?.() ?? {}, operation.signedIn ? token : undefined);
}

export function clean<T>(action: () => Promise<T>): Promise<T> {
  stack.proxy.use(passThrough);
  return action();
}

export function ok(answer: GqlAnswer): Record<string, unknown> {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data ?? {};
}

/**
 * The file's quirk stack, started before its first test (a buyer signed in, one order paid and
 * shipped) and stopped after its last: `const session = quirkSession();`, then `session.stack`.
 */
export function quirkSession(): { readonly stack: QuirkStack; readonly token: string } {
  beforeAll(async () => {
    stack = await startQuirkStack();
    // Set up straight on the stand-in (the deadline under test is short, and hashing is slow on a busy machine).
    token = await stack.legacy.login();
    // One paid, shipped order, so the order screens have a line, logistics and a tracking number.
    const item = { product_id: 5, mer_id: 1, number: 1, spec: 'Black' };
    const draft = await stack.legacy.post<{ chu_id: string }>('/api/order/merCreate', { ...item, id: 5 }, token);
    const submitted = await stack.legacy.post<{ out_trade_no: string; total_price: string }>(
      '/api/order/merSubmit',
      { ...item, address_id: 1, chu_id: draft.body.data.chu_id },
      token,
    );
    expect((await stack.legacy.post('/api/user/verify_pay', { password_pay: '123456' }, token)).body.code).toBe(1);
    const paid = await stack.legacy.post(
      '/api/order/merPay',
      { out_trade_no: submitted.body.data.out_trade_no, total_price: submitted.body.data.total_price },
      token,
    );
    expect(paid.body.code, paid.body.msg).toBe(1);
    const row = stack.legacy.db
      .prepare('SELECT order_id FROM orders WHERE out_trade_no = ?')
      .get(submitted.body.data.out_trade_no) as { order_id: number };
    orderId = String(row.order_id);
    const shipped = await stack.legacy.admin('POST', `/admin/orders/${orderId}/ship`, {});
    expect(shipped.body.code).toBe(1);
  });

  afterAll(async () => {
    await stack?.close();
  });
  return {
    get stack() {
      return stack;
    },
    get token() {
      return token;
    },
  };
}
