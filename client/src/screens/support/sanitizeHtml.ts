/**
 * Makes HTML from the server safe to show: only text-formatting elements and a
 * few harmless attributes survive; scripts, styles, frames, forms, event
 * handlers and javascript: links are dropped. Parsing happens in an inert
 * <template>, so nothing runs or loads while it is cleaned.
 */

const ALLOWED_TAGS = new Set([
  'A', 'ABBR', 'B', 'BLOCKQUOTE', 'BR', 'CAPTION', 'CODE', 'DD', 'DEL', 'DIV', 'DL', 'DT', 'EM', 'FIGCAPTION',
  'FIGURE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HR', 'I', 'IMG', 'INS', 'LI', 'MARK', 'OL', 'P', 'PRE', 'Q',
  'S', 'SECTION', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TABLE', 'TBODY', 'TD', 'TFOOT', 'TH', 'THEAD', 'TR',
  'U', 'UL',
]);

/** Removed together with everything inside them. */
const DROPPED_TAGS = new Set([
  'SCRIPT', 'STYLE', 'IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED', 'APPLET', 'FORM', 'INPUT', 'BUTTON',
  'SELECT', 'TEXTAREA', 'LINK', 'META', 'BASE', 'SVG', 'MATH', 'TEMPLATE', 'NOSCRIPT', 'AUDIO', 'VIDEO',
  'SOURCE', 'TRACK', 'CANVAS', 'TITLE', 'HEAD',
]);

const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  '*': new Set(['title', 'dir', 'lang']),
  A: new Set(['href']),
  IMG: new Set(['src', 'alt', 'width', 'height']),
  TD: new Set(['colspan', 'rowspan']),
  TH: new Set(['colspan', 'rowspan']),
};

function safeUrl(value: string, forImage: boolean): boolean {
  const url = value.trim();
  if (url.startsWith('#') || (url.startsWith('/') && !url.startsWith('//'))) return true;
  try {
    const { protocol } = new URL(url, 'https://relative.invalid');
    if (protocol === 'http:' || protocol === 'https:') return true;
    return !forImage && (protocol === 'mailto:' || protocol === 'tel:');
  } catch {
    return false;
  }
}

function cleanElement(element: Element): void {
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    const allowed = ALLOWED_ATTRIBUTES['*']?.has(name) || ALLOWED_ATTRIBUTES[element.tagName]?.has(name);
    const urlOk = name === 'href' || name === 'src' ? safeUrl(attribute.value, name === 'src') : true;
    if (!allowed || !urlOk) element.removeAttribute(attribute.name);
  }
  if (element.tagName === 'A' && element.hasAttribute('href')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  if (element.tagName === 'IMG') {
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
  }
}

function cleanChildren(parent: Node): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (ALLOWED_TAGS.has(tag)) {
      cleanElement(element);
    } else {
      // Unknown wrappers go, their (already cleaned) contents stay.
      element.replaceWith(...Array.from(element.childNodes));
    }
  }
}

export function sanitizeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  cleanChildren(template.content);
  return template.innerHTML;
}
