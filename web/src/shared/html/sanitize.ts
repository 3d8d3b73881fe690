/**
 * The one client-side HTML sanitizer (DOMPurify) for server HTML: rich bodies, static content,
 * rich-text answers. The server's bluemonday policy is the real guard; this keeps the same
 * allow-list so the page never renders anything the editor cannot produce.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'span',
  'div',
  'hr',
  'pre',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'small',
  'sub',
  'sup',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|[^:]*$)/i;

/** true for links and image sources a page may use: http(s), mailto, tel, relative. */
export function isSafeUrl(url: string): boolean {
  // control characters and white space are ignored by browsers inside a scheme
  const u = [...url].filter((c) => c.charCodeAt(0) > 0x20).join('');
  return SAFE_URL.test(u);
}

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      for (const name of ['href', 'src']) {
        const v = node.getAttribute(name);
        if (v !== null && !isSafeUrl(v)) node.removeAttribute(name);
      }
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify;
}

/** The HTML with only the editor's tags and attributes and safe URLs left. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
