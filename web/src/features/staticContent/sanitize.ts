/** A small allow-list HTML sanitizer for stored static content (the server sanitizes too). */
const ALLOWED_TAGS = new Set([
  'P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'STRIKE', 'DEL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'BLOCKQUOTE',
  'A', 'IMG', 'SPAN', 'DIV', 'HR', 'PRE', 'CODE', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'SMALL', 'SUB', 'SUP',
]);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'FORM', 'INPUT', 'BUTTON', 'TEXTAREA', 'SELECT']);
const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  A: ['href', 'title', 'target', 'rel'],
  IMG: ['src', 'alt', 'title', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
};
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|[^:]*$)/i;

export function isSafeUrl(url: string): boolean {
  // control characters and white space are ignored by browsers inside a scheme
  const u = [...url].filter((c) => c.charCodeAt(0) > 0x20).join('');
  return SAFE_URL.test(u);
}

function clean(node: Element, doc: Document): void {
  for (const child of Array.from(node.children)) {
    const tag = child.tagName.toUpperCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      child.remove();
      continue;
    }
    clean(child, doc);
    if (!ALLOWED_TAGS.has(tag)) {
      // keep the text, lose the element
      const frag = doc.createDocumentFragment();
      while (child.firstChild) frag.appendChild(child.firstChild);
      child.replaceWith(frag);
      continue;
    }
    const allowed = ALLOWED_ATTRS[tag] ?? [];
    for (const attr of Array.from(child.attributes)) {
      const name = attr.name.toLowerCase();
      if (!allowed.includes(name) || ((name === 'href' || name === 'src') && !isSafeUrl(attr.value))) child.removeAttribute(attr.name);
    }
    if (tag === 'A' && child.getAttribute('target') === '_blank') child.setAttribute('rel', 'noopener noreferrer');
  }
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body, doc);
  return doc.body.innerHTML;
}
