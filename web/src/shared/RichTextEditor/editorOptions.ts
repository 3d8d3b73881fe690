/**
 * The rich-text editor's toolbar comes from GET /api/public/config/text-editor ({"options":[…]}).
 * A failed call shows the error's message or 'General error'; an answer that is not an object
 * is 'Wrong endpoint'; an option the editor does not know is an error (spec 000 §8: the editor
 * shows these itself, so the call is quiet). Read once per page load through the app's RTK Query
 * API; a failure is asked again by the next editor that opens.
 */
import { request, isApiError } from '../../app/api';
import { api } from '../../app/api/baseApi';

export const KNOWN_OPTIONS = [
  'heading',
  'bold',
  'italic',
  'underline',
  'strike',
  'bulletList',
  'orderedList',
  'blockquote',
  'link',
  'image',
  'undo',
  'redo',
] as const;
export type EditorOption = (typeof KNOWN_OPTIONS)[number];

export type EditorOptionsResult = { ok: true; options: EditorOption[] } | { ok: false; error: string };

export const GENERAL_ERROR = 'General error';
export const WRONG_ENDPOINT = 'Wrong endpoint';

export function isKnownOption(o: unknown): o is EditorOption {
  return typeof o === 'string' && (KNOWN_OPTIONS as readonly string[]).includes(o);
}

/** Checks the endpoint's answer. */
export function parseEditorOptions(data: unknown): EditorOptionsResult {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, error: WRONG_ENDPOINT };
  const options = (data as { options?: unknown }).options;
  if (!Array.isArray(options)) return { ok: false, error: WRONG_ENDPOINT };
  const unknown = options.filter((o) => !isKnownOption(o));
  if (unknown.length > 0) return { ok: false, error: `Unknown editor option: ${unknown.map(String).join(', ')}` };
  return { ok: true, options: options as EditorOption[] };
}

/** The message shown for a failed call: the error's message, else 'General error'. */
export function failureMessage(e: unknown): string {
  const body = e && typeof e === 'object' ? (e as { body?: unknown }).body : undefined;
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    const m = (body as { message: string }).message;
    if (m) return m;
  }
  if (typeof body === 'string' && body) return body;
  if (e instanceof Error && e.message) return e.message;
  return GENERAL_ERROR;
}

/** A failure as the query keeps it: its message is what the editor shows. */
function failure(status: number, message: string) {
  return { error: { status, body: { message } } };
}

const editorOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    editorOptions: build.query<EditorOption[], void>({
      // the answer is checked, and a failure keeps its own message: read with the client itself
      queryFn: async (_arg, { signal }) => {
        try {
          const res = await request<unknown>('GET', '/api/public/config/text-editor', undefined, { notify: false, signal });
          const parsed = parseEditorOptions(res.data);
          return parsed.ok ? { data: parsed.options } : failure(res.status, parsed.error);
        } catch (e) {
          return failure(isApiError(e) ? e.status : 0, failureMessage(e));
        }
      },
      // the toolbar does not change while the page lives
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useEditorOptionsQuery } = editorOptionsApi;
