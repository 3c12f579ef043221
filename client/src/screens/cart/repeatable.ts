/**
 * Setting a quantity is idempotent, and pricing a checkout changes nothing: a
 * deliberate repeat of either within the gateway's 1000 ms duplicate window is
 * let through (the spec's header repeatSubmit: false).
 */
export const REPEATABLE = { headers: { repeatSubmit: 'false' } } as const;
