/**
 * Language texts through the app's RTK Query API. A save or an upload refreshes the texts of that
 * language; adding a language also refreshes the edited configuration (its locales).
 */
import { api as rtk, type ApiArgs } from '../../app/api/baseApi';
import { uploadBody } from '../../shared/upload';
import { hasWebMessages, loadWebMessages } from '../../i18n';
import { flattenMessages, overrideMap, webTextRows, type WebTextRow } from './languageAdmin';

export type LanguageScope = 'web' | 'backend';

export interface LanguageArgs {
  scope: LanguageScope;
  lang: string;
}

/** The rows to edit and the server's current texts (web: the overrides; backend: the messages). */
export interface LanguageTexts {
  rows: WebTextRow[];
  values: Record<string, string>;
}

const PATHS: Record<LanguageScope, string> = { web: '/api/v3/language-admin', backend: '/api/v3/language-admin/messages' };

/** The quiet upload of a whole language file (the page shows its own success or failure message). */
function upload({ scope, lang, file }: LanguageArgs & { file: File }): ApiArgs {
  const url =
    scope === 'web'
      ? `/api/v3/language-admin/upload/${encodeURIComponent(lang)}`
      : `/api/v3/language-admin/upload/backend/${encodeURIComponent(lang)}`;
  return { url, method: 'POST', body: uploadBody(file), notify: false };
}

const textsTag = ({ scope, lang }: LanguageArgs) => ({ type: 'Language' as const, id: `${scope}/${lang}` });

const languageAdminApi = rtk.enhanceEndpoints({ addTagTypes: ['Language', 'AppConfig'] }).injectEndpoints({
  endpoints: (build) => ({
    languageTexts: build.query<LanguageTexts, LanguageArgs>({
      queryFn: async ({ scope, lang }, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: PATHS[scope], params: { lang } } satisfies ApiArgs);
        if (res.error) return { error: res.error };
        const values = (res.data ?? {}) as Record<string, string>;
        if (scope === 'backend') {
          const rows = Object.keys(values)
            .sort()
            .map((key) => ({ key, english: '', builtIn: '' }));
          return { data: { rows, values } };
        }
        // the web texts: every key of the built-in English file, with the chosen language's built-in text
        const [en, builtIn] = await Promise.all([loadWebMessages('en'), hasWebMessages(lang) ? loadWebMessages(lang) : null]);
        return { data: { rows: webTextRows(flattenMessages(en), builtIn ? flattenMessages(builtIn) : null), values } };
      },
      providesTags: (_r, _e, args) => [textsTag(args)],
    }),
    /** web: the complete map of overrides (empty ones dropped); backend: every message. */
    saveLanguageTexts: build.mutation<unknown, LanguageArgs & { edits: Record<string, string> }>({
      query: ({ scope, lang, edits }) => ({
        url: PATHS[scope],
        method: 'PUT',
        params: { lang },
        body: scope === 'web' ? overrideMap(edits) : edits,
        successMessage: 'languageAdmin.messages.saved',
      }),
      invalidatesTags: (_r, _e, args) => [textsTag(args)],
    }),
    /** A whole language file; the page shows its own success or failure message (no listener toast). */
    uploadLanguageFile: build.mutation<unknown, LanguageArgs & { file: File }>({
      query: upload,
      invalidatesTags: (_r, _e, args) => [textsTag(args)],
    }),
    /** A new language: its file first, then the configured locales with it added. */
    addLanguage: build.mutation<null, LanguageArgs & { file: File; locales: string[] }>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const uploaded = await baseQuery(upload(args));
        if (uploaded.error) return { error: uploaded.error };
        const saved = await baseQuery({
          url: '/api/v3/config/update-config',
          method: 'PUT',
          body: { locales: args.locales },
          notify: false,
        });
        return saved.error ? { error: saved.error } : { data: null };
      },
      invalidatesTags: (_r, _e, args) => [textsTag(args), 'AppConfig'],
    }),
  }),
});

export const { useLanguageTextsQuery, useSaveLanguageTextsMutation, useUploadLanguageFileMutation, useAddLanguageMutation } =
  languageAdminApi;
