/** Elements that run code, load other documents or restyle the page: dropped with their content. */
const DROPPED = 'script, style, iframe, frame, frameset, object, embed, applet, link, meta, base, form, noscript, template';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.|[^:]*$)/i;

/**
 * A merchant's description is foreign HTML: it is parsed inert with DOMParser
 * (nothing runs or loads while parsing), then stripped of scripts, embedded
 * documents, event handlers and javascript:/data: URLs before it is rendered.
 * Links open in a new tab without access to this window.
 */
export function sanitizeHtml(html: string): string {
  if (!html.trim()) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll(DROPPED))) element.remove();
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '');
      const unsafeStyle = name === 'style' && /expression|url\s*\(/i.test(attribute.value);
      if (name.startsWith('on') || name === 'srcdoc' || name === 'srcset' || unsafeStyle) {
        element.removeAttribute(attribute.name);
      } else if (URL_ATTRIBUTES.includes(name) && !SAFE_URL.test(value)) {
        element.removeAttribute(attribute.name);
      }
    }
    if (element.tagName === 'A') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    if (element.tagName === 'IMG') element.setAttribute('loading', 'lazy');
  }
  return doc.body.innerHTML;
}
