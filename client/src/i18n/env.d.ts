interface ImportMetaEnv {
  /** Where the translation files are served, with {{lng}} and {{ns}} (client/build/localeFiles.ts). */
  readonly LOCALES_URL?: string;
  /** The build's version and commit, `0.1.0+4990b70` (client/build/buildIdentity.ts); unset in development. */
  readonly APP_VERSION?: string;
}
