/**
 * The way back after signing in: whoever sends the shopper to /login names the page
 * they were on (`/login?redirect=/order?status=1`), and the login screen returns there.
 */

/** /login, remembering `from` (a path of this app, with its query) to come back to. */
export function loginPath(from: string | undefined): string {
  const target = from ? safeTarget(from) : null;
  return target && target !== '/' && target !== '/home' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

/** The page the shopper was on, as a path for `loginPath`. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * `redirect` when it is a path of this app, else null: never another origin
 * ("//evil.test", "https://…", "/\\evil.test") and never the sign-in screens again.
 */
function safeTarget(redirect: string): string | null {
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  if (/^\/(login|register)(?:[/?#]|$)/.test(redirect)) return null;
  return redirect;
}

/** Where to go after signing in: the `?redirect=` path when it is one of this app, else home. */
export function redirectTarget(redirect: string | null): string {
  return (redirect && safeTarget(redirect)) ?? '/';
}
