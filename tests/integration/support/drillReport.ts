import { KINDS, type Kind, type Request } from './shopperLoad.ts';

/** One rate-limit check: the codes of GUESSES wrong sign-ins and one more, each through the next instance. */
export interface LimitCheck {
  when: string;
  account: string;
  codes: unknown[];
}

/** The Redis failover as the sentinels and the gateways saw it, in ms after the primary was killed. */
export interface Failover {
  /** Date.now() when the primary was killed. */
  killedAt: number;
  oldPort: number;
  newPort: number;
  /** Every sentinel named the replica, and it said it was the primary. */
  promotedMs: number;
  /** Per gateway: first /readyz with Redis not up (none seen: undefined), first with it up after the promotion. */
  gateways: Array<{ downMs: number | undefined; backMs: number }>;
}

export interface DrillFigures {
  requests: Request[];
  /** Whether a request overlapped the legacy API's hang (and the breakers' recovery after it). */
  inHang: (request: Request) => boolean;
  /** Payments by the buyer's last answer (after TRY_AGAIN_LATER it asks again), and the stand-in's books. */
  payments: {
    asked: number;
    answeredPaid: number;
    notCompleted: number;
    unknown: number;
    /** Of those answered OUTCOME_UNKNOWN, paid after all. */
    unknownPaid: number;
    paid: number;
    debitedCents: number;
  };
  checks: LimitCheck[];
  failover: Failover;
  wallMs: number;
}

const HEADINGS: Record<Kind, string> = {
  home: 'anonymous Home',
  product: 'product page',
  me: 'signed-in `me`',
  checkout: 'order (create, submit)',
  pay: 'payCheckout',
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function row(cells: Array<string | number>): string {
  return `| ${cells.join(' | ')} |`;
}

function failoverRows(failover: Failover): string[] {
  return [
    row(['Redis failover (after SIGKILL of the primary)', 'time']),
    row(['---', '---:']),
    row([`sentinels promoted the replica (:${failover.oldPort} → :${failover.newPort})`, seconds(failover.promotedMs)]),
    ...failover.gateways.map((gateway, index) =>
      row([
        `gateway #${index + 1}: /readyz Redis down → up on the new primary`,
        `${gateway.downMs === undefined ? '—' : seconds(gateway.downMs)} → ${seconds(gateway.backMs)}`,
      ]),
    ),
    row(['every gateway on the new primary', seconds(Math.max(...failover.gateways.map((gateway) => gateway.backMs)))]),
  ];
}

/** The drill's figures as the Markdown tables docs/operating.md ("Fleet drill") shows. */
export function drillReport(figures: DrillFigures): string {
  const { requests, inHang, payments, checks, failover } = figures;
  const count = (kind: Kind | undefined, keep: (request: Request) => boolean) =>
    requests.filter((request) => (kind === undefined || request.kind === kind) && keep(request)).length;
  const columns = [...KINDS, undefined];
  const typed = new Set(
    requests.map((request) => request.outcome).filter((outcome) => outcome !== 'ok' && !outcome.startsWith('failed')),
  );
  const lines = [
    row(['requests', ...KINDS.map((kind) => HEADINGS[kind]), 'all']),
    row(['---', ...columns.map(() => '---:')]),
    row(['ok', ...columns.map((kind) => count(kind, (request) => request.outcome === 'ok'))]),
    row([
      '… of which stale, during the hang',
      ...columns.map((kind) => count(kind, (request) => request.outcome === 'ok' && request.stale && inHang(request))),
    ]),
    ...[...typed]
      .sort()
      .map((outcome) =>
        row([
          `typed \`${outcome}\`, during the ${outcome === 'TRY_AGAIN_LATER' ? 'Redis failover' : 'hang'}`,
          ...columns.map((kind) => count(kind, (r) => r.outcome === outcome)),
        ]),
      ),
    row(['other failures', ...columns.map((kind) => count(kind, (request) => request.outcome.startsWith('failed')))]),
    '',
    row(['payments', 'count']),
    row(['---', '---:']),
    row(['asked (payCheckout sent)', payments.asked]),
    row(['answered paid', payments.answeredPaid]),
    row(['answered `NOT_COMPLETED` (found unpaid)', payments.notCompleted]),
    row(['answered `OUTCOME_UNKNOWN` (of which paid after all)', `${payments.unknown} (${payments.unknownPaid})`]),
    row(['paid in the stand-in (one bill each)', payments.paid]),
    row(['debited: balance before − after = Σ paid orders', money(payments.debitedCents)]),
    '',
    row(['rate-limit check', 'instances in turn', 'answers']),
    row(['---', '---', '---']),
    ...checks.map((check) =>
      row([
        check.when,
        check.codes.map((_, index) => `#${(index % 3) + 1}`).join(', '),
        check.codes.map((code) => String(code)).join(', '),
      ]),
    ),
    '',
    ...failoverRows(failover),
    '',
    `drill: ${requests.length} requests in ${seconds(figures.wallMs)}`,
  ];
  return lines.join('\n');
}
