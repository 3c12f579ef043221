import { HOME_QUERY } from '../../support/homeCalls.ts';
import { DEFAULT_ADDRESS_ID, DEMO_PAYMENT_CODE, LISTINGS, REPEAT } from './orderFlow.ts';

/*
 * Steady shopper load through a balancer, a few requests a second, each written down with when it
 * started and ended and how it came out: anonymous Home, product pages, the signed-in buyer, and
 * the buyer ordering and paying with the payment code, one order after another.
 */

export type Kind = 'home' | 'product' | 'me' | 'checkout' | 'pay';
export const KINDS: readonly Kind[] = ['home', 'product', 'me', 'checkout', 'pay'];

/**
 * Typed errors a shopper may meet on a bad day, each by its code: the legacy API failing
 * (`UPSTREAM_*`); a payment or order whose reply was lost, found not to have gone through
 * (`NOT_COMPLETED`) or not known (`OUTCOME_UNKNOWN`); one refused unsent while Redis is away
 * (`TRY_AGAIN_LATER`).
 */
const TYPED = /^(UPSTREAM_[A-Z_]+|NOT_COMPLETED|OUTCOME_UNKNOWN|TRY_AGAIN_LATER)$/;

/** `ok`; a typed error's code, when every error of the answer has it; else what failed (`failed: …`). */
type Outcome =
  'ok' | `UPSTREAM_${string}` | 'NOT_COMPLETED' | 'OUTCOME_UNKNOWN' | 'TRY_AGAIN_LATER' | `failed: ${string}`;

export interface Request {
  kind: Kind;
  /** Date.now() when it was sent and when its answer was read. */
  start: number;
  end: number;
  outcome: Outcome;
  /** The answer said `extensions.stale`: served from a public answer past its time. */
  stale: boolean;
  /** The gateway the balancer sent it to ("127.0.0.1:port", its X-Upstream header), when it answered. */
  via: string | undefined;
}

/** A payment asked for: its reference, total, and what the buyer was told. */
interface Payment {
  reference: string;
  total: string;
  outcome: Outcome;
}

export interface ShopperLoad {
  requests: Request[];
  payments: Payment[];
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>;
}

/** Home as an anonymous shopper asks it: the screen's query without the buyer. */
const ANONYMOUS_HOME = HOME_QUERY.replace(/\n\s*me \{[^}]*\}/, '');
if (ANONYMOUS_HOME === HOME_QUERY) throw new Error('HOME_QUERY no longer asks for me: update ANONYMOUS_HOME');
const HOME_FIELDS = ['platform', 'banners', 'categories', 'hotProducts', 'hotShops'];

const PRODUCT = `query Product($shopId: ID!, $productId: ID!) {
  product(shopId: $shopId, productId: $productId) {
    id title image images price marketPrice sales stock freight descriptionHtml
    specGroups { name values }
    shop { id name }
    recommendations { id title price }
  }
}`;
const ME = '{ me { id nickname balance unpaidOrderCount } }';
const CREATE_CHECKOUT = `mutation Create($source: CheckoutSourceInput!) { createCheckout(source: $source) { id total } }`;
const SUBMIT_CHECKOUT = `mutation Submit($checkoutId: ID!, $addressId: ID!, $source: CheckoutSourceInput!) {
  submitCheckout(checkoutId: $checkoutId, addressId: $addressId, source: $source) { paymentReference total }
}`;
const PAY_CHECKOUT = `mutation Pay($paymentReference: String!, $total: Money!, $paymentCode: String!) {
  payCheckout(paymentReference: $paymentReference, total: $total, paymentCode: $paymentCode) { message }
}`;

/** The pause of each shopper between two requests: a few a second in all. */
const PACE_MS = 150;
/** Far past the gateway's deadline: an answer that never comes is a failure, not a hang of the test. */
const CLIENT_TIMEOUT_MS = 30_000;

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message?: string; extensions?: { code?: unknown } }>;
  extensions?: { stale?: unknown };
}

function outcomeOf(status: number, answer: Answer, complete: (data: Record<string, unknown>) => boolean): Outcome {
  const errors = answer.errors ?? [];
  if (errors.length > 0) {
    const codes = errors.map((error) => error.extensions?.code);
    const [first] = codes;
    if (typeof first === 'string' && TYPED.test(first) && codes.every((code) => code === first))
      return first as Outcome;
    return `failed: ${status} ${JSON.stringify(errors).slice(0, 300)}`;
  }
  if (status !== 200) return `failed: HTTP ${status}`;
  return answer.data && complete(answer.data)
    ? 'ok'
    : `failed: incomplete ${JSON.stringify(answer.data).slice(0, 300)}`;
}

/** Everything asked for is there. */
const whole = (fields: string[]) => (data: Record<string, unknown>) =>
  fields.every((field) => data[field] !== null && data[field] !== undefined);

/** Sends shoppers to `url` (the balancer) until stopped; `token` is the demo buyer's session. */
export function startShopperLoad(url: string, token: string): ShopperLoad {
  const requests: Request[] = [];
  const payments: Payment[] = [];
  let running = true;

  async function send(
    kind: Kind,
    query: string,
    variables: Record<string, unknown>,
    complete: (data: Record<string, unknown>) => boolean,
    headers: Record<string, string> = {},
  ): Promise<{ outcome: Outcome; data: Record<string, unknown> | undefined }> {
    const start = Date.now();
    let outcome: Outcome;
    let answer: Answer | undefined;
    let via: string | undefined;
    try {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en', ...headers },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      via = response.headers.get('x-upstream') ?? undefined;
      const text = await response.text();
      try {
        answer = JSON.parse(text) as Answer;
        outcome = outcomeOf(response.status, answer, complete);
      } catch {
        outcome = `failed: HTTP ${response.status} ${text.slice(0, 200)}`;
      }
    } catch (error) {
      outcome = `failed: ${String(error)}`;
    }
    requests.push({ kind, start, end: Date.now(), outcome, stale: answer?.extensions?.stale !== undefined, via });
    return { outcome, data: outcome === 'ok' ? (answer?.data ?? undefined) : undefined };
  }

  const signedIn = { token };
  const products = Object.values(LISTINGS);

  /**
   * A step of buying, sent again after TRY_AGAIN_LATER as the message asks the shopper to (nothing
   * was sent upstream).
   */
  async function step(...args: Parameters<typeof send>): ReturnType<typeof send> {
    for (;;) {
      const answer = await send(...args);
      if (answer.outcome !== 'TRY_AGAIN_LATER' || !running) return answer;
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  }

  /** One order of the mouse, then its payment; a step that failed otherwise ends the attempt. */
  async function buyOnce(): Promise<void> {
    const { shopId, productId, listingId } = LISTINGS.mouse;
    const source = { product: { shopId, productId, listingId, quantity: 1, specValues: ['Black'] } };
    // The same mouse again and again, more than once a second: not a double tap.
    const draft = await send('checkout', CREATE_CHECKOUT, { source }, whole(['createCheckout']), {
      ...signedIn,
      ...REPEAT,
    });
    const checkoutId = (draft.data?.['createCheckout'] as { id: string } | undefined)?.id;
    if (!checkoutId || !running) return;
    const submitted = await step(
      'checkout',
      SUBMIT_CHECKOUT,
      { checkoutId, addressId: DEFAULT_ADDRESS_ID, source },
      whole(['submitCheckout']),
      { ...signedIn, ...REPEAT },
    );
    const order = submitted.data?.['submitCheckout'] as { paymentReference: string; total: string } | undefined;
    if (!order || !running) return;
    // Each payment is of another reference: the duplicate guard stays on, as for a shopper.
    const paid = await step(
      'pay',
      PAY_CHECKOUT,
      { paymentReference: order.paymentReference, total: order.total, paymentCode: DEMO_PAYMENT_CODE },
      whole(['payCheckout']),
      signedIn,
    );
    payments.push({ reference: order.paymentReference, total: order.total, outcome: paid.outcome });
  }

  const shoppers: Array<(turn: number) => Promise<unknown>> = [
    () => send('home', ANONYMOUS_HOME, {}, whole(HOME_FIELDS)),
    (turn) => {
      const { shopId, productId } = products[turn % products.length]!;
      return send('product', PRODUCT, { shopId, productId }, whole(['product']));
    },
    () => send('me', ME, {}, whole(['me']), signedIn),
    buyOnce,
  ];
  const loops = shoppers.map(async (shop) => {
    for (let turn = 0; running; turn += 1) {
      await shop(turn);
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  });
  return {
    requests,
    payments,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
