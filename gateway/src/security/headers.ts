import type { RequestHandler } from 'express';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The storefront's policy: everything from this origin, no inline script, no plugin, no
 * framing of it. Product images may come from an https host the legacy API names; data: and
 * blob: images are the client's own previews of a photo being uploaded; the customer-service
 * screen frames the chat page the platform configures (this origin's, or any https address).
 */
const STOREFRONT_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // The stand-in's own page is served on this origin ('self'); a real chat service is https.
  'frame-src': ["'self'", 'https:'],
  'frame-ancestors': ["'none'"],
};

/**
 * GraphiQL's Monaco editor writes its themes into <style> elements at run time and runs its
 * language services in workers; scripts stay limited to the bundle's own files.
 */
export const EXPLORER_CSP: Directives = {
  ...STOREFRONT_CSP,
  'style-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
};

/**
 * A page whose app the server rendered (ssr/, ADR 0009): its markup comes as HTML, where the
 * components' style properties (a picture's proportions, an icon's alignment) are `style`
 * attributes, which the browser would refuse under `style-src 'self'` (the client sets the same
 * styles through the DOM, which no policy restricts). Inline style attributes only: `<style>`
 * elements and every script stay as refused as on any other page.
 */
export const SERVER_RENDERED_CSP: Directives = {
  ...STOREFRONT_CSP,
  'style-src-attr': ["'unsafe-inline'"],
};

/** Apollo Sandbox (development only): its own CDN script and frame, its inline bootstrap by nonce. */
export function sandboxCsp(nonce: string): Directives {
  return {
    ...STOREFRONT_CSP,
    'script-src': ["'self'", `'nonce-${nonce}'`, 'https://embeddable-sandbox.cdn.apollographql.com'],
    'style-src': [
      "'self'",
      `'nonce-${nonce}'`,
      'https://embeddable-sandbox.cdn.apollographql.com',
      'https://fonts.googleapis.com',
    ],
    'font-src': ["'self'", 'https://fonts.gstatic.com'],
    'img-src': ["'self'", 'https://apollo-server-landing-page.cdn.apollographql.com'],
    'manifest-src': ["'self'", 'https://apollo-server-landing-page.cdn.apollographql.com'],
    'frame-src': ['https://sandbox.embed.apollographql.com'],
  };
}

export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** How long browsers keep to https once they saw it (180 days). */
const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Helmet's headers on every answer: the storefront CSP (routes with other needs replace it),
 * X-Frame-Options DENY for browsers without frame-ancestors, nosniff, no referrer, and HSTS
 * only when the request came over https (directly, or per a trusted proxy's X-Forwarded-Proto):
 * sent over plain http it would lock a local setup out of itself.
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: STOREFRONT_CSP },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    }),
    (req, res, next) => {
      // req.secure asks the trusted-proxy rule about the peer address (an address parse) on every
      // request; without an X-Forwarded-Proto its answer is the connection's own, so ask it only then.
      const tls = (req.socket as { encrypted?: boolean }).encrypted === true;
      if (tls || (req.headers['x-forwarded-proto'] !== undefined && req.secure)) {
        res.setHeader('strict-transport-security', HSTS);
      }
      next();
    },
  ];
}

/** Replaces the policy of the routes below it (the explorer). */
export function contentSecurityPolicy(directives: Directives): RequestHandler {
  const value = cspHeader(directives);
  return (_req, res, next) => {
    res.setHeader('content-security-policy', value);
    next();
  };
}
