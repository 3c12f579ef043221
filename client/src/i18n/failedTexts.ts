import type { i18n as I18n } from 'i18next';

/**
 * What i18next emits once texts that had failed have come: the app's useTranslation
 * listens for it (react.bindI18n in index.ts), so what was drawn with their keys is drawn
 * again with the texts. Its own event, not i18next's `loaded`, which every file's arrival
 * emits: bound to that, every text on screen would render again whenever a route's files came.
 */
export const TEXTS_RECOVERED = 'textsRecovered';

/** The i18next events on which useTranslation draws again (react.bindI18n): its default, and the one above. */
export const DRAW_TEXTS_AGAIN_ON = `languageChanged ${TEXTS_RECOVERED}`;

/** Asks again for the failed files of the current language (those of `namespaces` only, when given). */
export type AskFailedTextsAgain = (namespaces?: readonly string[]) => Promise<void>;

/**
 * Translation files that did not come (offline, a server's error) are asked for again.
 * i18next marks such a file failed and never fetches it again by itself, and counts it as
 * loaded: a screen drawn later, once the phone is back online, would show the texts' keys
 * ("tabs.product") for good. Each failed file is remembered here and asked for again when
 * the phone comes back online (`online`'s event) and whenever the answered function is
 * called (the next time a route needs the file, a retry of a screen). While a file is asked
 * again, i18next counts it as loading, so a screen drawn meanwhile waits for it (Suspense).
 */
export function askFailedTextsAgainOn(i18n: I18n, online: EventTarget): AskFailedTextsAgain {
  /** Failed files as i18next names them: `${language}|${namespace}`. */
  const failed = new Set<string>();
  i18n.on('failedLoading', (lng, ns) => failed.add(`${lng}|${ns}`));

  const askAgain: AskFailedTextsAgain = async (namespaces) => {
    const language = i18n.language;
    const due = [...failed]
      .map((name) => name.split('|') as [string, string])
      .filter(([lng, ns]) => lng === language && (!namespaces || namespaces.includes(ns)))
      .map(([, ns]) => ns);
    if (due.length === 0) return;
    // Forgotten first: one that fails again is remembered again (failedLoading).
    for (const ns of due) failed.delete(`${language}|${ns}`);
    await i18n.reloadResources([language], due);
    if (due.some((ns) => i18n.hasResourceBundle(language, ns))) i18n.emit(TEXTS_RECOVERED);
  };

  online.addEventListener('online', () => void askAgain());
  return askAgain;
}
