import DOMPurify from 'dompurify';

/**
 * HTML from the server (a merchant's product description, help articles, the
 * law page) made safe to render with DOMPurify: only text-formatting elements
 * and a few harmless attributes survive; scripts, styles, frames, forms, event
 * handlers and javascript:/data: URLs are dropped. Unknown wrappers go, their
 * contents stay. Links open in a new tab without access to this window; images
 * load lazily.
 */

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/** Any element: `title`, `dir`, `lang`; links: `href`; images: `src`, `alt`, size; table cells: spans. */
const ALLOWED_ATTR = ['title', 'dir', 'lang', 'href', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];

/** Removed together with everything inside them (DOMPurify already does so for scripts, styles, frames, media…). */
const DROPPED_WITH_CONTENT = [
  'object',
  'embed',
  'applet',
  'form',
  'button',
  'select',
  'textarea',
  'canvas',
  'frame',
  'frameset',
  'link',
  'meta',
  'base',
  'source',
  'track',
];

/** Web, mail and phone links, or relative ones (DOMPurify's own rule without its other protocols). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** An image loads from the web or this site only (no data:, mailto: or tel:). */
function isWebImage(src: string): boolean {
  const url = src.trim();
  try {
    const { protocol } = new URL(url, 'https://relative.invalid');
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const purifier = DOMPurify();

// Without a DOM (a render on the server) DOMPurify cannot sanitise: nothing is set up, and
// sanitizeHtml gives nothing rather than the HTML as it came.
if (purifier.isSupported)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src !== null && !isWebImage(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });

export function sanitizeHtml(html: string): string {
  if (!html.trim() || !purifier.isSupported) return '';
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
    ALLOWED_URI_REGEXP,
  });
}
