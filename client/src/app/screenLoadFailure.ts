/**
 * Why a screen's code or stylesheet did not load, and what to do about it: offline
 * (wait for the network), gone (a new release removed the file: reload the page once,
 * for its new file names) or failed (another error: offer a retry).
 */
export type ScreenLoadFailure = 'offline' | 'gone' | 'failed';

/** sessionStorage's record of the file whose absence reloaded the page, so a file still missing after the reload does not reload it again. */
const RELOADED_FOR = 'screen-load-reloaded-for';

/** The file named in a failed import's or stylesheet preload's message (Chromium, Firefox, Safari and Vite word them differently). */
export function failedFileOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const match = /((?:https?:\/\/[^\s'"]+)?\/[^\s'"]+\.(?:js|mjs|css))/.exec(message);
  return match?.[1];
}

/** Classifies a failed screen load: asks the server whether the file is still there (no cache). */
export async function classifyScreenLoadFailure(error: unknown): Promise<ScreenLoadFailure> {
  if (!navigator.onLine) return 'offline';
  const file = failedFileOf(error);
  if (!file) return 'failed';
  try {
    const response = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'gone' : 'failed';
  } catch {
    return 'offline';
  }
}

/**
 * Reloads the page when the missing file did not already reload it in this tab.
 * Answers whether it reloads.
 */
export function reloadOnceFor(error: unknown): boolean {
  const named = failedFileOf(error);
  // By its path: the browser's import error names the file by its URL, Vite's preload by its path.
  const file = named ? new URL(named, window.location.href).pathname : 'unknown';
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === file) return false;
    sessionStorage.setItem(RELOADED_FOR, file);
  } catch {
    // Storage refused (private mode): no guard, so no reload.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Fetches again the stylesheets whose preload failed: Vite's preload helper remembers
 * what it has added and never adds a failed one again, so the failed <link> is replaced.
 */
export function refetchFailedStylesheets(error: unknown): void {
  const file = failedFileOf(error);
  if (!file?.endsWith('.css')) return;
  const path = new URL(file, window.location.href).pathname;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (new URL(link.href, window.location.href).pathname !== path) continue;
    const fresh = link.cloneNode() as HTMLLinkElement;
    link.replaceWith(fresh);
  }
}
