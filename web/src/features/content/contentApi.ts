/** Calls of the content pages (docs/api-content-campaigns.md "Content"). */
import api, { type PageQuery, type QueryParams, type RequestOptions } from '../../app/api';
import type { Content, ContentCategory, ContentPayload } from './types';

const BASE = '/api/v3/contents';

/** The public list: published, current, visible to the caller, in `language` or for every language. */
export function fetchContents(query: PageQuery, language: string, signal?: AbortSignal) {
  return api.list<Content>(BASE, { ...query, params: { language } }, { signal });
}

/** Every item for authors and editors, drafts included; `title` filters. */
export function fetchManagedContents(query: PageQuery & { params?: QueryParams }, signal?: AbortSignal) {
  return api.list<Content>(`${BASE}/manage`, query, { signal });
}

export async function fetchContent(id: number, signal?: AbortSignal): Promise<Content> {
  return (await api.get<Content>(`${BASE}/${id}`, { signal })).data;
}

/** The edit form's data. */
export async function fetchContentForUpdate(id: number, signal?: AbortSignal): Promise<Content> {
  return (await api.get<Content>(`${BASE}/${id}/update`, { signal })).data;
}

export async function createContent(body: ContentPayload, options?: RequestOptions): Promise<Content> {
  return (await api.post<Content>(BASE, body, options)).data;
}

export async function updateContent(body: ContentPayload, options?: RequestOptions): Promise<Content> {
  return (await api.put<Content>(BASE, body, options)).data;
}

export async function deleteContent(id: number, options?: RequestOptions): Promise<void> {
  await api.del(`${BASE}/${id}`, options);
}

let categories: Promise<ContentCategory[]> | null = null;

/** GET api/public/content-categories, once per page load. */
export function fetchCategories(): Promise<ContentCategory[]> {
  categories ??= api.get<ContentCategory[]>('/api/public/content-categories').then(
    (r) => (Array.isArray(r.data) ? r.data : []),
    (e: unknown) => {
      categories = null;
      throw e;
    },
  );
  return categories;
}

/** For tests: forget the cached categories. */
export function resetCategoryCache(): void {
  categories = null;
}
