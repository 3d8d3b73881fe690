/**
 * Swagger UI (swagger-ui-dist, its own bundle with its own React) mounted into a DOM node. Imported only by the
 * /api-docs page, and only when it shows, so no other page carries it.
 */
import SwaggerUIModule from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './apiDocsContrast.css';
import { sessionToken } from '../../app/api';

/** The document the server serves (internal/openapi). */
export const OPENAPI_URL = '/api/openapi.json';

// The bundle is CommonJS: depending on the interop it arrives as the function or as { default: function }.
const SwaggerUI: SwaggerUIFactory =
  (SwaggerUIModule as unknown as { default?: SwaggerUIFactory }).default ?? (SwaggerUIModule as unknown as SwaggerUIFactory);

type SwaggerUIFactory = (options: {
  domNode: HTMLElement;
  url: string;
  deepLinking: boolean;
  docExpansion: 'list' | 'full' | 'none';
  defaultModelsExpandDepth: number;
  filter: boolean;
  requestInterceptor: (request: { headers: Record<string, string> }) => unknown;
}) => unknown;

/** Shows the API's document in node; "Try it out" calls carry the session's token. */
export function mountViewer(node: HTMLElement): void {
  // Swagger UI titles the document with an h1; the page has its own ("API"), so the document's title is read
  // one level below it (aria-level), keeping one h1 and no gap before Swagger's h3 tags
  const demote = () => node.querySelectorAll('h1:not([aria-level])').forEach((h) => h.setAttribute('aria-level', '2'));
  new MutationObserver(demote).observe(node, { childList: true, subtree: true });
  SwaggerUI({
    domNode: node,
    url: OPENAPI_URL,
    deepLinking: false,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    filter: true, // by tag: one per server package
    requestInterceptor: (request) => {
      const token = sessionToken();
      if (token) request.headers.Authorization = `Bearer ${token}`;
      return request;
    },
  });
}
