import { Router } from 'express';
import type { Auth } from '../http/auth.ts';
import type { AppDeps } from '../http/context.ts';

// PLACEHOLDER: replaced by the domain's real routes.
export function orderRoutes(_deps?: AppDeps, _auth?: Auth): Router {
  return Router();
}
