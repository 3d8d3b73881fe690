/**
 * The contribution calls of docs/api-contributions.md through the app's RTK Query API.
 *
 * What a write refreshes, without a reload (tags shared with the other features):
 * - a state change or a command answers with the contribution: the answer becomes the detail shown,
 *   and the contribution lists, everybody's tasks and the contribution's history are read again;
 * - a save refreshes the contribution (its detail, and its extra inputs, which depend on the field);
 * - an attachment or a banner refreshes the contribution's files and detail.
 */
import { api, LIST, type ApiArgs, type ApiFailure, type ListResult } from '../../app/api/baseApi';
import type { QueryParams } from '../../app/api';
import { uploadBody } from '../../shared/upload';
import type {
  PathState,
  BannerUpload,
  CampaignOption,
  ContributionDetail,
  ContributionFile,
  ContributionType,
  EditEntity,
  ExtraInputWithAnswer,
  FieldOption,
  HistoryEntry,
  ListItem,
  Scope,
  StateOption,
  Tag,
} from './types';

const C = '/api/v3/contributions';

/** A contribution as its reader sees it, in a language. */
export interface DetailArgs {
  id: number;
  langkey: string;
}

export interface ListArgs {
  type: ContributionType;
  parentId: number;
  scope: Scope;
  page: number;
  size: number;
  sort: string;
  params: QueryParams;
}

export type ActionResult = ContributionDetail | { id: number };

/** The answer of an action is the contribution, or just `{id}` when the caller can no longer see it. */
export function isVisibleDetail(d: ActionResult): d is ContributionDetail {
  return typeof (d as ContributionDetail).stateId === 'number';
}

/** What a change of the contribution's state, people or settings makes stale besides its detail. */
const afterChange = (id: number) => ['ContributionList' as const, 'MyTasks' as const, { type: 'History' as const, id }];

export const contributionApi = api
  .enhanceEndpoints({
    addTagTypes: [
      'Contribution',
      'ContributionList',
      'MyTasks',
      'Tag',
      'Field',
      'ExtraInput',
      'History',
      'Attachment',
      'Campaign',
      'LifeCycle',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => {
      /**
       * A change answered with the contribution (an action, a command): the answer becomes the detail
       * shown (so the page needs no second read), and what depends on it is read again.
       */
      const answeredWithDetail = <A extends DetailArgs>(request: (arg: A) => ApiArgs) =>
        build.mutation<ActionResult, A>({
          queryFn: async (arg, { dispatch }, _extra, baseQuery) => {
            const result = await baseQuery(request(arg));
            if ('error' in result && result.error) return { error: result.error as ApiFailure };
            const data = result.data as ActionResult;
            if (isVisibleDetail(data)) {
              dispatch(contributionApi.util.upsertQueryData('contribution', { id: arg.id, langkey: arg.langkey }, data));
            }
            return { data };
          },
          invalidatesTags: (_r, e, arg) => (e ? [] : afterChange(arg.id)),
        });

      return {
        contribution: build.query<ContributionDetail, DetailArgs>({
          query: ({ id, langkey }) => ({ url: `${C}/${id}`, params: { langkey } }),
          providesTags: (_r, _e, { id }) => [{ type: 'Contribution', id }],
        }),
        /** The record the edit form starts from: never from a cache (nothing is kept once the form closes). */
        contributionEdit: build.query<EditEntity, { id: number; type: string }>({
          query: ({ id, type }) => ({ url: `${C}/edit/${id}/${type}` }),
          providesTags: (_r, _e, { id }) => [{ type: 'Contribution', id }],
          keepUnusedDataFor: 0,
        }),
        contributionList: build.query<ListResult<ListItem>, ListArgs>({
          // The list changes under the reader (actions, new submissions): never from a cache (002 §1).
          query: ({ type, parentId, scope, page, size, sort, params }) => ({
            url: `${C}/${type}/${parentId}/${scope}`,
            list: true,
            params: { page, size, sort: [sort], ...params, cacheBuster: Date.now() },
          }),
          providesTags: ['ContributionList'],
        }),
        /** Quiet: a caller the state does not let see the history gets no section (and keeps the session). */
        history: build.query<HistoryEntry[], DetailArgs & { category: string }>({
          query: ({ id, category, langkey }) => ({
            url: `/api/v3/contribution-histories/${id}/category/${category}`,
            params: { langkey },
            notify: false,
          }),
          providesTags: (_r, _e, { id }) => [{ type: 'History', id }],
        }),
        fieldOptions: build.query<FieldOption[], { type: string; langkey: string }>({
          query: ({ type, langkey }) => ({ url: `/api/v3/contribution-fields/options/${type}`, params: { langkey } }),
          providesTags: [{ type: 'Field', id: LIST }],
        }),
        /** The campaigns the caller may submit the type to now (quiet: on a failure only the free option is offered). */
        campaignOptions: build.query<CampaignOption[], string>({
          query: (type) => ({ url: `/api/v3/campaigns-select-input/${type}`, notify: false }),
          transformResponse: (options: CampaignOption[]) => options.filter((c) => c.id !== 0),
          providesTags: ['Campaign'],
        }),
        /** Campaigns of the type to filter a list by: every one the caller may see but drafts and archived ones, by code. */
        campaignFilterOptions: build.query<CampaignOption[], string>({
          query: (type) => ({
            url: '/api/v3/campaigns/all',
            list: true,
            notify: false,
            params: { page: 0, size: 100, sort: ['code,asc'], campaignType: type },
          }),
          transformResponse: (r: ListResult<{ id: number; code: string; title: string }>) =>
            r.items.map((c) => ({ id: c.id, title: `${c.code} – ${c.title}` })),
          providesTags: ['Campaign'],
        }),
        /** The tags to choose from; the list is paged, so one page as large as the server allows, by name. */
        activeTags: build.query<Tag[], void>({
          query: () => ({ url: '/api/v3/contribution-tags', params: { page: 0, size: 1000, sort: 'name,asc' } }),
          providesTags: [{ type: 'Tag', id: LIST }],
        }),
        /** Quiet: the list hides its state filter when the states cannot be read. */
        lifeCycleStates: build.query<StateOption[], { type: string; langkey: string }>({
          query: ({ type, langkey }) => ({
            url: `/api/v3/life-cycles/list-states-by-source/${type}/0`,
            params: { langkey },
            notify: false,
          }),
          providesTags: ['LifeCycle'],
        }),
        /** Every state of a life cycle in rank order, with its type and happy-path flag (the detail's path). Quiet. */
        lifeCycleStatesOrdered: build.query<PathState[], { lifeCycleId: number; langkey: string }>({
          query: ({ lifeCycleId, langkey }) => ({
            url: `/api/v3/life-cycles/${lifeCycleId}/states-ordered`,
            params: { langkey },
            notify: false,
          }),
          providesTags: ['LifeCycle'],
        }),
        extraInputsWithAnswers: build.query<ExtraInputWithAnswer[], DetailArgs>({
          query: ({ id, langkey }) => ({ url: `/api/v3/extra-inputs-with-selection/${id}`, params: { langkey } }),
          // the inputs asked depend on the contribution's field; an administrator's change of the inputs shows too
          keepUnusedDataFor: 0,
          providesTags: (_r, _e, { id }) => [
            { type: 'Contribution', id },
            { type: 'ExtraInput', id: LIST },
          ],
        }),
        attachments: build.query<ContributionFile[], number>({
          query: (id) => ({ url: `/api/v3/contribution-files/${id}` }),
          providesTags: (_r, _e, id) => [{ type: 'Attachment', id }],
        }),

        /** Creates a draft (quiet: the start page explains a refusal itself); answers its id. */
        /** A new draft of a type; an idea belongs to a competition (`?competitionId=`). */
        createContribution: build.mutation<number, string | { type: string; competitionId: number | null }>({
          query: (arg) => {
            const { type, competitionId } = typeof arg === 'string' ? { type: arg, competitionId: null } : arg;
            return { url: `${C}/${type}`, method: 'POST', notify: false, params: competitionId ? { competitionId } : undefined };
          },
          transformResponse: (id: unknown) => Number(id),
          invalidatesTags: ['ContributionList'],
        }),
        saveContribution: build.mutation<EditEntity, { type: string; entity: EditEntity; successMessage?: string; notify?: boolean }>({
          query: ({ type, entity, successMessage, notify }) => ({
            url: `${C}/${type}`,
            method: 'PUT',
            body: entity,
            successMessage,
            notify,
          }),
          invalidatesTags: (_r, e, { entity }) => (e ? [] : [{ type: 'Contribution', id: entity.id }, 'ContributionList']),
        }),
        deleteContribution: build.mutation<null, { type: string; id: number }>({
          query: ({ type, id }) => ({ url: `${C}/${type}/${id}`, method: 'DELETE' }),
          invalidatesTags: (_r, e) => (e ? [] : ['ContributionList', 'MyTasks']),
        }),
        /** notify false: a quiet call whose refusal the caller shows (the action dialog: a role to assign first). */
        executeAction: answeredWithDetail<DetailArgs & { action: string; explanation: string; notify?: boolean }>(
          ({ id, action, explanation, langkey, notify }) => ({
            url: `${C}/contributionId/${id}/execute-action/${encodeURIComponent(action)}`,
            method: 'POST',
            body: { explanation },
            params: { langkey },
            notify,
          }),
        ),
        assignUsers: answeredWithDetail<DetailArgs & { role: string; userIds: number[] }>(({ id, role, userIds, langkey }) => ({
          url: `${C}/${id}/${role}/command/assign/ASSIGN_${role}`,
          method: 'POST',
          body: { userList: userIds },
          params: { langkey },
        })),
        changeField: answeredWithDetail<DetailArgs & { fieldId: number }>(({ id, fieldId, langkey }) => ({
          url: `${C}/contributionId/${id}/command/change-field/fieldId/${fieldId}/userId/0`,
          method: 'POST',
          params: { langkey },
        })),
        changeVisibility: answeredWithDetail<DetailArgs & { visible: boolean }>(({ id, visible, langkey }) => ({
          url: `${C}/changeVisibility`,
          method: 'POST',
          body: { contributionId: id, visible },
          params: { langkey },
        })),
        changeStatus: answeredWithDetail<DetailArgs & { kind: 'commentStatus' | 'ratingStatus'; status: string }>(
          ({ id, kind, status, langkey }) => ({ url: `${C}/contributionId/${id}/${kind}/${status}`, method: 'POST', params: { langkey } }),
        ),
        changeEditability: answeredWithDetail<DetailArgs & { editable: boolean }>(({ id, editable, langkey }) => ({
          url: `${C}/contributionId/${id}/editability/${editable}`,
          method: 'POST',
          params: { langkey },
        })),

        /** Quiet upload: the form shows the outcome. */
        uploadAttachment: build.mutation<ContributionFile, { contributionId: number; file: File }>({
          query: ({ contributionId, file }) => ({
            url: `/api/v3/contribution-files/upload-file/${contributionId}/ATTACHMENT`,
            method: 'POST',
            body: uploadBody(file, file.name),
            notify: false,
          }),
          invalidatesTags: (_r, e, { contributionId: id }) =>
            e
              ? []
              : [
                  { type: 'Attachment', id },
                  { type: 'Contribution', id },
                ],
        }),
        deleteAttachment: build.mutation<null, { contributionId: number; fileId: number }>({
          query: ({ fileId }) => ({ url: `/api/v3/contribution-files/delete-file/${fileId}`, method: 'DELETE' }),
          invalidatesTags: (_r, e, { contributionId: id }) =>
            e
              ? []
              : [
                  { type: 'Attachment', id },
                  { type: 'Contribution', id },
                ],
        }),
        /** Downloads an attachment with the session (a plain link would carry no token) and saves it. */
        downloadAttachment: build.mutation<null, Pick<ContributionFile, 'id' | 'fileName'>>({
          query: ({ id, fileName }) => ({ url: `/api/v3/contribution-files/download/${id}`, saveAs: fileName }),
        }),
        /** Quiet upload: the form shows the outcome (and hides the banner when the life cycle disables it). */
        uploadContributionBanner: build.mutation<BannerUpload, { contributionId: number; file: File }>({
          query: ({ contributionId, file }) => ({
            url: `/api/v3/contribution-images/upload-banner/${contributionId}`,
            method: 'POST',
            body: uploadBody(file, file.name),
            notify: false,
          }),
          invalidatesTags: (_r, e, { contributionId: id }) => (e ? [] : [{ type: 'Contribution', id }]),
        }),
        deleteContributionBanner: build.mutation<null, { contributionId: number; bannerId: number }>({
          query: ({ contributionId, bannerId }) => ({
            url: `/api/v3/contribution-images/delete-banner/${contributionId}/${bannerId}`,
            method: 'DELETE',
          }),
          invalidatesTags: (_r, e, { contributionId: id }) => (e ? [] : [{ type: 'Contribution', id }]),
        }),
      };
    },
  });

export const {
  useContributionQuery,
  useLazyContributionQuery,
  useContributionEditQuery,
  useContributionListQuery,
  useHistoryQuery,
  useFieldOptionsQuery,
  useCampaignOptionsQuery,
  useCampaignFilterOptionsQuery,
  useActiveTagsQuery,
  useLifeCycleStatesQuery,
  useLifeCycleStatesOrderedQuery,
  useExtraInputsWithAnswersQuery,
  useAttachmentsQuery,
  useCreateContributionMutation,
  useSaveContributionMutation,
  useDeleteContributionMutation,
  useExecuteActionMutation,
  useAssignUsersMutation,
  useChangeFieldMutation,
  useChangeVisibilityMutation,
  useChangeStatusMutation,
  useChangeEditabilityMutation,
  useUploadAttachmentMutation,
  useDeleteAttachmentMutation,
  useDownloadAttachmentMutation,
  useUploadContributionBannerMutation,
  useDeleteContributionBannerMutation,
} = contributionApi;
