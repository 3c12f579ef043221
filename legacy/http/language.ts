import type { NextFunction, Request, Response } from 'express';
import { messageLanguage } from '../i18n/index.ts';

/**
 * Picks the language of the answer: the `lang` header, then `language`, then a
 * `lang` query parameter (the legacy client hard-codes `logout?lang=zh-cn`, so
 * the headers, which carry the user's real choice, win).
 */
export function languageMiddleware(req: Request, _res: Response, next: NextFunction): void {
  const query = req.query['lang'];
  const requested = req.get('lang') || req.get('language') || (typeof query === 'string' ? query : '') || 'en';
  req.langFile = requested.slice(0, 16);
  req.lang = messageLanguage(requested);
  next();
}
