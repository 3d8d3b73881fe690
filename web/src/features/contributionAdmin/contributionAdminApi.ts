/** The calls of the contribution administration screens (docs/api-contributions.md). */
import api, { type PageQuery, type QueryParams } from '../../app/api';
import type { ContributionField, ContributionType, ExtraInput, FieldUser, OrderEntry, Task } from './model';

type ListQuery = PageQuery & { params?: QueryParams };
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

// tasks
export const fetchMyTasks = (userId: number | string, q: ListQuery, signal?: AbortSignal) =>
  api.list<Task>(`/api/v3/contribution-tasks/user/${userId}`, q, opts(signal));
export const fetchTypeTasks = (type: ContributionType, q: ListQuery, signal?: AbortSignal) =>
  api.list<Task>(`/api/v3/contribution-tasks/${type}`, q, opts(signal));

// fields
export const fetchFields = (type: ContributionType, q: ListQuery, signal?: AbortSignal) =>
  api.list<ContributionField>(`/api/v3/contribution-fields/${type}`, q, opts(signal));
/** {value, label} of the type's active fields; quiet (a user without contributor access gets none). */
export const fetchFieldOptions = (type: ContributionType, langkey: string) =>
  api.get<{ value: number; label: string }[]>(`/api/v3/contribution-fields/options/${type}`, { params: { langkey }, notify: false });
export const createField = (type: ContributionType, body: unknown) =>
  api.post<ContributionField>(`/api/v3/contribution-fields/${type}`, body);
export const updateField = (type: ContributionType, body: unknown) =>
  api.put<ContributionField>(`/api/v3/contribution-fields/${type}`, body);
export const deleteField = (type: ContributionType, id: number) => api.del(`/api/v3/contribution-fields/${type}/${id}`);

// field users
export const fetchFieldUsers = (fieldId: number) => api.get<FieldUser[]>(`/api/v3/contribution-users/fieldId/${fieldId}`);
/** Answers the new field user (201); the dialog then reloads the field's people. */
export const addFieldUser = (fieldId: number, userId: number, userRole: string) =>
  api.post<FieldUser>(`/api/v3/contribution-users/fieldId/${fieldId}`, { userId, userRole });
export const removeFieldUser = (u: Pick<FieldUser, 'id' | 'fieldId' | 'userId' | 'userRole'>) =>
  api.del(`/api/v3/contribution-users/${u.id}/fieldId/${u.fieldId}/userId/${u.userId}/userRole/${u.userRole}`);

// extra inputs
export const fetchExtraInputs = (source: ContributionType, q: ListQuery, signal?: AbortSignal) =>
  api.list<ExtraInput>(`/api/v3/extra-inputs/${source}`, q, opts(signal));
export const fetchExtraInput = (source: ContributionType, id: number | string, signal?: AbortSignal) =>
  api.get<ExtraInput>(`/api/v3/extra-inputs/${source}/${id}`, opts(signal));
export const createExtraInput = (source: ContributionType, body: unknown) => api.post<ExtraInput>(`/api/v3/extra-inputs/${source}`, body);
export const updateExtraInput = (source: ContributionType, body: unknown) => api.put<ExtraInput>(`/api/v3/extra-inputs/${source}`, body);
export const deleteExtraInput = (source: ContributionType, id: number) => api.del(`/api/v3/extra-inputs/${source}/${id}`);
export const updateExtraInputOrder = (source: ContributionType, body: readonly OrderEntry[]) =>
  api.post<ExtraInput[]>(`/api/v3/extra-inputs/${source}/update-order`, body);

// tags
