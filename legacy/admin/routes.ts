import { Router } from 'express';
import type { AppDeps } from '../http/context.ts';

// PLACEHOLDER: replaced by the operator API.
export function adminRoutes(_deps: AppDeps): Router {
  return Router();
}
