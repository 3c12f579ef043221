import { sessionStore } from '../session/store.ts';
import { isLanguageCode, type LanguageCode } from './languages.ts';
import { adoptServerLanguage, switchLanguage } from './switchLanguage.ts';

/**
 * A language the shopper chose while signed out, remembered until the next sign-in:
 * the last explicit choice wins over the account's saved language then (and is saved
 * to the account). A language taken from the phone is no choice, and leaves none.
 */
const SIGNED_OUT_CHOICE_KEY = 'languageChosenSignedOut';

function readChoice(): LanguageCode | undefined {
  try {
    const stored = localStorage.getItem(SIGNED_OUT_CHOICE_KEY);
    return isLanguageCode(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function writeChoice(code: LanguageCode | undefined): void {
  try {
    if (code) localStorage.setItem(SIGNED_OUT_CHOICE_KEY, code);
    else localStorage.removeItem(SIGNED_OUT_CHOICE_KEY);
  } catch {
    // Storage refused (private mode): the account's language is adopted at sign-in, as before.
  }
}

/** The shopper picks a language (the sign-in page's picker, the language screen). */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  // Signed in, the language screen saves the choice to the account itself.
  writeChoice(sessionStore.getToken() ? undefined : code);
  await switchLanguage(code);
}

/**
 * At sign-in: the language chosen while signed out, if any (then forgotten, and the
 * caller saves it to the account); else the account's saved language is adopted and
 * undefined answered.
 */
export async function languageAtSignIn(saved: { code: string } | null | undefined): Promise<LanguageCode | undefined> {
  const chosen = readChoice();
  writeChoice(undefined);
  if (!chosen) {
    await adoptServerLanguage(saved);
    return undefined;
  }
  await switchLanguage(chosen);
  return chosen === saved?.code ? undefined : chosen;
}
