interface ImportMetaEnv {
  /** Where the translation files are served, with {{lng}} and {{ns}} (client/build/localeFiles.ts). */
  readonly LOCALES_URL?: string;
}
