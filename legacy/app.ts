import express, { type Express } from 'express';
import { adminRoutes } from './admin/routes.ts';
import type { AppDeps } from './http/context.ts';
import { authMiddleware } from './http/auth.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { languageMiddleware } from './http/language.ts';
import { accountRoutes } from './routes/account.ts';
import { addressRoutes } from './routes/addresses.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { imageRoutes } from './routes/images.ts';
import { mutualAidRoutes } from './routes/mutualAid.ts';
import { orderRoutes } from './routes/orders.ts';
import { pageRoutes } from './pages/routes.ts';
import { shopRoutes } from './routes/shops.ts';
import { supportRoutes } from './routes/support.ts';
import { uploadRoutes } from './routes/upload.ts';
import { walletRoutes } from './routes/wallet.ts';

/** Largest JSON or form body accepted; uploads have their own 5 MB limit. */
const BODY_LIMIT = '100kb';

/** Builds the stand-in's HTTP app over an open, migrated database. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.locals['clock'] = deps.clock;

  app.use(languageMiddleware);
  app.use(express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'] }));
  app.use(express.urlencoded({ limit: BODY_LIMIT, extended: true }));

  const auth = authMiddleware(deps);
  app.use(imageRoutes());
  app.use(pageRoutes(deps));
  app.use(
    '/uploads',
    express.static(deps.uploadDir, {
      index: false,
      dotfiles: 'deny',
      // Only images recognised by content are stored; nosniff keeps browsers from guessing otherwise.
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );
  app.use(accountRoutes(deps, auth));
  app.use(catalogRoutes(deps, auth));
  app.use(shopRoutes(deps, auth));
  app.use(cartRoutes(deps, auth));
  app.use(orderRoutes(deps, auth));
  app.use(walletRoutes(deps, auth));
  app.use(addressRoutes(deps, auth));
  app.use(supportRoutes(deps, auth));
  app.use(mutualAidRoutes(deps, auth));
  app.use(uploadRoutes(deps, auth));
  app.use('/admin', adminRoutes(deps));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
