interface ImportMetaEnv {
  /** `off` when the build ships the worker that removes itself (SERVICE_WORKER=off, client/build/serviceWorker.ts). */
  readonly SERVICE_WORKER?: 'on' | 'off';
}
