/** The contribution calls of docs/api-contributions.md, through the one API client. */
import api, { type QueryParams, type RequestOptions } from '../../app/api';
import { uploadFile } from '../../shared/upload';
import type {
  BannerUpload,
  CampaignOption,
  ContributionDetail,
  ContributionFile,
  EditEntity,
  ExtraInputWithAnswer,
  FieldOption,
  HistoryEntry,
  ListItem,
  StateOption,
  Tag,
} from './types';

const C = '/api/v3/contributions';

function arrayOf<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

export async function createContribution(type: string): Promise<number> {
  const res = await api.post<number>(`${C}/${type}`, undefined, { notify: false });
  return Number(res.data);
}

export async function fetchEdit(id: number, type: string): Promise<EditEntity> {
  return (await api.get<EditEntity>(`${C}/edit/${id}/${type}`)).data;
}

export async function saveContribution(type: string, entity: EditEntity, options?: RequestOptions): Promise<EditEntity> {
  return (await api.put<EditEntity>(`${C}/${type}`, entity, options)).data;
}

export async function deleteContribution(type: string, id: number): Promise<void> {
  await api.del(`${C}/${type}/${id}`);
}

export async function fetchContribution(id: number, langkey: string, options?: RequestOptions): Promise<ContributionDetail> {
  return (await api.get<ContributionDetail>(`${C}/${id}`, { ...options, params: { langkey } })).data;
}

export function fetchList(
  type: string,
  parentId: number,
  scope: string,
  query: { page: number; size: number; sort: string; params: QueryParams },
  signal?: AbortSignal,
) {
  // The list changes under the reader (actions, new submissions): never from a cache (002 §1).
  return api.list<ListItem>(`${C}/${type}/${parentId}/${scope}`, { ...query, cacheBuster: true }, { signal });
}

/** The answer is the contribution, or just `{id}` when the caller can no longer see it. */
export async function executeAction(
  id: number,
  action: string,
  explanation: string,
  langkey: string,
): Promise<ContributionDetail | { id: number }> {
  const res = await api.post<ContributionDetail | { id: number }>(
    `${C}/contributionId/${id}/execute-action/${encodeURIComponent(action)}`,
    { explanation },
    { params: { langkey } },
  );
  return res.data;
}

export function isVisibleDetail(d: ContributionDetail | { id: number }): d is ContributionDetail {
  return typeof (d as ContributionDetail).stateId === 'number';
}

export async function assignUsers(id: number, role: string, userIds: number[], langkey: string): Promise<ContributionDetail> {
  const res = await api.post<ContributionDetail>(
    `${C}/${id}/${role}/command/assign/ASSIGN_${role}`,
    { userList: userIds },
    { params: { langkey } },
  );
  return res.data;
}

export async function changeField(id: number, fieldId: number, langkey: string): Promise<ContributionDetail> {
  const res = await api.post<ContributionDetail>(`${C}/contributionId/${id}/command/change-field/fieldId/${fieldId}/userId/0`, undefined, {
    params: { langkey },
  });
  return res.data;
}

export async function changeVisibility(id: number, visible: boolean, langkey: string): Promise<ContributionDetail> {
  const res = await api.post<ContributionDetail>(`${C}/changeVisibility`, { contributionId: id, visible }, { params: { langkey } });
  return res.data;
}

export async function changeStatus(
  id: number,
  kind: 'commentStatus' | 'ratingStatus',
  status: string,
  langkey: string,
): Promise<ContributionDetail> {
  const res = await api.post<ContributionDetail>(`${C}/contributionId/${id}/${kind}/${status}`, undefined, { params: { langkey } });
  return res.data;
}

export async function changeEditability(id: number, editable: boolean, langkey: string): Promise<ContributionDetail> {
  const res = await api.post<ContributionDetail>(`${C}/contributionId/${id}/editability/${editable}`, undefined, { params: { langkey } });
  return res.data;
}

/** Quiet: a caller the state does not let see the history gets no section (and keeps the session). */
export async function fetchHistory(id: number, category: string, langkey: string): Promise<HistoryEntry[]> {
  const res = await api.get<HistoryEntry[]>(`/api/v3/contribution-histories/${id}/category/${category}`, {
    params: { langkey },
    notify: false,
  });
  return arrayOf<HistoryEntry>(res.data);
}

export async function fetchFieldOptions(type: string, langkey: string): Promise<FieldOption[]> {
  const res = await api.get<FieldOption[]>(`/api/v3/contribution-fields/options/${type}`, { params: { langkey } });
  return arrayOf<FieldOption>(res.data);
}

/** The campaigns the caller may submit the type to now; on any failure only the free option is offered. */
export async function fetchCampaignOptions(type: string): Promise<CampaignOption[]> {
  try {
    const res = await api.get<CampaignOption[]>(`/api/v3/campaigns-select-input/${type}`, { notify: false });
    return arrayOf<CampaignOption>(res.data).filter((c) => c.id !== 0);
  } catch {
    return [];
  }
}

/**
 * Campaigns of the type to filter a list by: every campaign the caller may
 * see that is not a draft or archived, closed ones included, by code.
 */
export async function fetchCampaignFilterOptions(type: string): Promise<CampaignOption[]> {
  const res = await api.list<{ id: number; code: string; title: string }>(
    '/api/v3/campaigns/all',
    {
      page: 0,
      size: 100,
      sort: ['code,asc'],
      params: { campaignType: type },
    },
    { notify: false },
  );
  return res.items.map((c) => ({ id: c.id, title: `${c.code} – ${c.title}` }));
}

/** The active tags by name; the list is paged, so one page as large as the server allows. */
export async function fetchTags(): Promise<Tag[]> {
  const res = await api.get<Tag[]>('/api/v3/contribution-tags', { params: { page: 0, size: 1000, sort: 'name,asc' } });
  return arrayOf<Tag>(res.data);
}

/** Quiet: null when the states cannot be read (the list then hides its state filter). */
export async function fetchStates(type: string, langkey: string): Promise<StateOption[] | null> {
  try {
    const res = await api.get<StateOption[]>(`/api/v3/life-cycles/list-states-by-source/${type}/0`, { params: { langkey }, notify: false });
    return Array.isArray(res.data) ? res.data : null;
  } catch {
    return null;
  }
}

export async function fetchExtraInputs(contributionId: number, langkey: string): Promise<ExtraInputWithAnswer[]> {
  const res = await api.get<ExtraInputWithAnswer[]>(`/api/v3/extra-inputs-with-selection/${contributionId}`, { params: { langkey } });
  return arrayOf<ExtraInputWithAnswer>(res.data);
}

export async function fetchFiles(contributionId: number): Promise<ContributionFile[]> {
  const res = await api.get<ContributionFile[]>(`/api/v3/contribution-files/${contributionId}`);
  return arrayOf<ContributionFile>(res.data);
}

/** Quiet upload: the caller shows the outcome. */
export async function uploadAttachment(contributionId: number, file: File): Promise<ContributionFile> {
  return (await uploadFile<ContributionFile>(`/api/v3/contribution-files/upload-file/${contributionId}/ATTACHMENT`, file, file.name)).data;
}

export async function deleteAttachment(fileId: number): Promise<void> {
  await api.del(`/api/v3/contribution-files/delete-file/${fileId}`);
}

export async function downloadAttachment(fileId: number): Promise<Blob> {
  return (await api.blob(`/api/v3/contribution-files/download/${fileId}`)).data;
}

/** Quiet upload: the caller shows the outcome (and hides the banner when the life cycle disables it). */
export async function uploadBanner(contributionId: number, file: File): Promise<BannerUpload> {
  return (await uploadFile<BannerUpload>(`/api/v3/contribution-images/upload-banner/${contributionId}`, file, file.name)).data;
}

export async function deleteBanner(contributionId: number, bannerId: number): Promise<void> {
  await api.del(`/api/v3/contribution-images/delete-banner/${contributionId}/${bannerId}`);
}
