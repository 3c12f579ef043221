import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';

/** The optional REST passthrough (passthrough/). */
export const passthroughSettings = fragment({
  /** Also forward /api/* and /merchant/* unchanged to the legacy API (see passthrough/). */
  legacyPassthrough: setting(
    'LEGACY_PASSTHROUGH',
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true')
      .describe(
        '`true`: the gateway also forwards `/api/*` and `/merchant/*` to the legacy API, so the existing app can share the storefront\'s origin (paths made canonical and limited in every spelling, `..` refused with 400; hop-by-hop headers, `X-Admin-Key` and foreign cookies not forwarded; 504 on timeout, 502 on a broken answer, 5xx bodies and off-site redirects replaced with the legacy envelope; duplicate submits refused, tokens kept out of logs, traffic counted; see "REST passthrough" in docs/gateway.md).',
      ),
  ),
});

export type PassthroughSettings = z.output<typeof passthroughSettings>;
