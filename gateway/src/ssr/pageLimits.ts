import type { Request, Response } from 'express';
import { shopperOf } from '../http/shopperIdentity.ts';
import type { AddressLimit, RateLimits } from '../security/rateLimits.ts';
import { sendTooManyPages } from './tooManyPages.ts';

interface PageLimitSettings {
  /** PAGE_RATE_LIMIT: every page an address asks in a window; 0: off. */
  pagesPerAddress: number;
  /** PAGE_RENDER_RATE_LIMIT: the pages made afresh among them; 0: off. */
  rendersPerAddress: number;
}

/**
 * The pages' rate limits per client address (issue 34): an uncached page (a search no one
 * asked before) costs a render and its data, about 20 ms of the gateway's CPU, and nothing
 * refused a flood of them. Two limits, so that a kept page, a few milliseconds, has a larger
 * allowance than a made one: every page counts against `pages`, checked first (clientApp.ts);
 * a page about to be made afresh also against `pageRenders` (pageResponder.ts), checked only
 * once it is known not to be kept. Counted as the other limits are (Redis when shared),
 * refusals in the metrics under those names. Past either, the 429 page (tooManyPages.ts).
 */
export class PageLimits {
  private readonly pages: AddressLimit | undefined;
  private readonly renders: AddressLimit | undefined;

  constructor(rateLimits: RateLimits, settings: PageLimitSettings) {
    this.pages = rateLimits.addressLimit('pages', settings.pagesPerAddress);
    this.renders = rateLimits.addressLimit('pageRenders', settings.rendersPerAddress);
  }

  /** Counts one page of `req`'s address; true when it was refused (and the 429 page sent). */
  refusedPage(req: Request, res: Response): Promise<boolean> {
    return refused(this.pages, req, res);
  }

  /** Counts one page made afresh (not kept) of `req`'s address; true when it was refused (the 429 page sent). */
  refusedRender(req: Request, res: Response): Promise<boolean> {
    return refused(this.renders, req, res);
  }
}

async function refused(limit: AddressLimit | undefined, req: Request, res: Response): Promise<boolean> {
  const retryAfter = await limit?.refusal(shopperOf(req).clientAddress);
  if (retryAfter === undefined) return false;
  sendTooManyPages(req, res, retryAfter);
  return true;
}
