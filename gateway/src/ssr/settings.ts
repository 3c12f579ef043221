import { z } from 'zod';
import { fragment, setting } from '../settingFragment.ts';

/** The public pages' heads and sitemaps (ssr/): the data's deadline and how long a CDN keeps a page. */
export const pageSettings = fragment({
  dataDeadlineMs: setting(
    'PAGE_DATA_DEADLINE_MS',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(800)
      .describe(
        "How long a public page (Home, a product, a shop, the lists) waits for the data of its head (title, description, picture, price, structured data), run in process, before it is sent without it (or with the last good answer, while the legacy API fails); the data's call goes on and serves the next page. `0`: pages never wait, and have their data only once an earlier page fetched it.",
      ),
  ),
  renderDeadlineMs: setting(
    'PAGE_RENDER_DEADLINE_MS',
    z.coerce
      .number()
      .int()
      .min(1)
      .default(2000)
      .describe(
        "How long the server rendering of a public page (its app's markup and data, ADR 0009) may take in all, data included (which waits at most `PAGE_DATA_DEADLINE_MS`): past it the page is sent as the client renders it (the boot splash, its head kept), and the browser draws it as without server rendering. Keep it above `PAGE_DATA_DEADLINE_MS`.",
      ),
  ),
  sharedCache: {
    maxAgeS: setting(
      'PAGE_SHARED_MAX_AGE_S',
      z.coerce
        .number()
        .int()
        .min(0)
        .default(60)
        .describe(
          "How long a CDN may keep a public page (`s-maxage`): pages are made without the visitor's token, so they are the same for everyone of a language. Browsers revalidate every time (ETag). A page made without its data, or with a stale part, is never kept. `0`: no CDN keeps them.",
        ),
    ),
    staleWhileRevalidateS: setting(
      'PAGE_STALE_WHILE_REVALIDATE_S',
      z.coerce
        .number()
        .int()
        .min(0)
        .default(60)
        .describe(
          "How long past `PAGE_SHARED_MAX_AGE_S` a CDN may still send a public page while it fetches a fresh one (`stale-while-revalidate`). A page names the scripts of its release: after a deploy, keep the previous release's `assets/` reachable for both times together (or purge the CDN).",
        ),
    ),
  },
  /** Pages per client address and rate-limit window, of every kind; 0: off. */
  pagesPerAddress: setting(
    'PAGE_RATE_LIMIT',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(3000)
      .describe(
        "Pages (the HTML of a storefront route: a page the gateway keeps, one it renders, the built page) per client address and `RATE_LIMIT_WINDOW_S`; past it a 429 page in the shopper's language. Sized for a carrier-grade NAT address: a shopper loads a page only on arriving, reloading or following a link (the app moves between screens without one), so this is half of `RATE_LIMIT_GENERAL`. The built assets (`/assets/*`), `/graphql` and pictures are not pages. `0`: off.",
      ),
  ),
  /** Pages made afresh (rendered, not kept) per client address and window; 0: off. */
  rendersPerAddress: setting(
    'PAGE_RENDER_RATE_LIMIT',
    z.coerce
      .number()
      .int()
      .min(0)
      .default(600)
      .describe(
        "Of those, pages made afresh per client address and window: rendered on the server, or their head made from data, rather than sent as the gateway keeps them (about 20 ms of the gateway's CPU each, against 5 ms for a kept one). A flood of searches no one asked before is stopped here; a crowd mostly asks pages someone already did. `0`: off.",
      ),
  ),
});

export type PageSettings = z.output<typeof pageSettings>;
