/*
 * The floor (issue 37): our server-rendered page as it would cost with no script at all. What
 * the page is made of stays: its HTML, stylesheets, pictures and their preloads, icons, the
 * manifest, and the data blocks (`<script type="application/json">`, `application/ld+json`),
 * which the browser never runs and which keep the document the size ours is. What goes is
 * everything that runs or fetches for the scripts: every other `<script>` element (module,
 * classic, inline), `modulepreload` links, and preloads or prefetches of anything but a picture,
 * a stylesheet or a font (scripts, workers, and the `as="fetch"` of the texts the app reads).
 */

/** `<script type>` values the browser keeps as data and never runs. */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);
/** What a preload or prefetch may fetch and still belong to the page without its scripts. */
const PAGE_PRELOADS = new Set(['image', 'style', 'font']);
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

function attributes(openTag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of openTag.matchAll(ATTRIBUTE))
    found.set((match[1] ?? '').toLowerCase(), (match[2] ?? match[3] ?? match[4] ?? '').trim().toLowerCase());
  return found;
}

/** Whether a `<link>` loads script, or something only the scripts use. */
function linkServesScript(openTag: string): boolean {
  const attrs = attributes(openTag);
  const rel = (attrs.get('rel') ?? '').split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  if (!rel.includes('preload') && !rel.includes('prefetch')) return false;
  return !PAGE_PRELOADS.has(attrs.get('as') ?? '');
}

/** Whether a `<script>` open tag starts a data block rather than something the browser runs. */
function isDataBlock(openTag: string): boolean {
  return DATA_BLOCK_TYPES.has(attributes(openTag).get('type') ?? '');
}

/** What `text` holds at `at` (a `<`): an element to weigh, a comment, or plain markup. */
function startsWith(text: string, at: number, word: string): boolean | undefined {
  const head = text.slice(at, at + word.length + 1).toLowerCase();
  if (head.length < word.length + 1) return word.startsWith(head) || head.startsWith(word) ? undefined : false;
  return head.startsWith(word) && /[\s>/]/.test(head.charAt(word.length));
}

/**
 * Takes a streamed page apart as it comes: `push` each decoded chunk and send what it returns,
 * then send what `end` returns. An element cut between two chunks is held until it is whole, so
 * the page streams as the server sends it (the head before the data), minus its scripts.
 */
export class FloorPage {
  private pending = '';

  push(chunk: string): string {
    this.pending += chunk;
    let out = '';
    let at = 0;
    for (;;) {
      const lt = this.pending.indexOf('<', at);
      if (lt < 0) {
        out += this.pending.slice(at);
        at = this.pending.length;
        break;
      }
      out += this.pending.slice(at, lt);
      const end = this.elementEnd(lt);
      if (end === undefined) {
        at = lt;
        break;
      }
      const element = this.pending.slice(lt, end);
      if (!this.isScriptWork(element)) out += element;
      at = end;
    }
    this.pending = this.pending.slice(at);
    return out;
  }

  end(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }

  /** Where the markup starting at `lt` ends (after a whole script element, link or comment); undefined until it has come. */
  private elementEnd(lt: number): number | undefined {
    const text = this.pending;
    if (text.startsWith('<!--', lt) || (text.length - lt < 4 && '<!--'.startsWith(text.slice(lt)))) {
      const close = text.indexOf('-->', lt + 4);
      return close < 0 ? undefined : close + 3;
    }
    const script = startsWith(text, lt, '<script');
    const link = startsWith(text, lt, '<link');
    if (script === undefined || link === undefined) return undefined;
    if (!script && !link) return lt + 1;
    const tagEnd = text.indexOf('>', lt);
    if (tagEnd < 0) return undefined;
    if (link) return tagEnd + 1;
    const close = text.toLowerCase().indexOf('</script', tagEnd);
    if (close < 0) return undefined;
    const closeEnd = text.indexOf('>', close);
    return closeEnd < 0 ? undefined : closeEnd + 1;
  }

  private isScriptWork(element: string): boolean {
    const openTag = element.slice(0, element.indexOf('>') + 1);
    if (/^<script[\s>/]/i.test(openTag)) return !isDataBlock(openTag);
    if (/^<link[\s>/]/i.test(openTag)) return linkServesScript(openTag);
    return false;
  }
}
