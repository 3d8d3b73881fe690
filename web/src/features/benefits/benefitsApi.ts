/**
 * Benefit analyses, the implementation schedule and action items through the app's RTK Query API
 * (docs/api-collaboration.md). A write refreshes what shows it: the analyses, the schedule, the action
 * items, the contribution's history and (action items) the task lists.
 */
import { api } from '../../app/api/baseApi';
import { uploadBody } from '../../shared/upload';
import type {
  ActionItem,
  ActionItemBody,
  ActionItemStatus,
  Benefit,
  BenefitBody,
  BenefitOverview,
  ImplementationSchedule,
  ScheduleBody,
} from './types';

const B = '/api/v3/contribution-benefits';
const S = '/api/v3/contribution-implementation-schedule';
const A = '/api/v3/contribution-action-items';

/** What a write on contribution id makes stale besides its own list. */
const history = (id: number) => ({ type: 'History' as const, id });

export const benefitsApi = api
  .enhanceEndpoints({ addTagTypes: ['Benefit', 'Schedule', 'ActionItem', 'History', 'MyTasks'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Quiet: the tab explains a refusal itself. stateId (not sent) keys the cache by the state, which decides who may write. */
      benefits: build.query<BenefitOverview, { contributionId: number; stateId: number }>({
        query: ({ contributionId }) => ({ url: `${B}/contribution/${contributionId}/command/viewBenefits`, notify: false }),
        providesTags: (_r, _e, a) => [{ type: 'Benefit', id: a.contributionId }],
      }),
      /** Saves an analysis; with a file, as multipart (the analysis in the part contributionBenefit). */
      saveBenefit: build.mutation<Benefit, { body: BenefitBody; file: File | null }>({
        query: ({ body, file }) => {
          if (!file) return { url: B, method: 'POST', body };
          const data = uploadBody(file, file.name);
          data.append('contributionBenefit', JSON.stringify(body));
          return { url: `${B}/contribution/command/with-file`, method: 'POST', body: data };
        },
        invalidatesTags: (_r, e, { body }) => (e ? [] : [{ type: 'Benefit', id: body.contributionId }, history(body.contributionId ?? 0)]),
      }),
      deleteBenefit: build.mutation<null, { id: number; contributionId: number }>({
        query: ({ id }) => ({ url: `${B}/${id}`, method: 'DELETE' }),
        invalidatesTags: (_r, e, a) => (e ? [] : [{ type: 'Benefit', id: a.contributionId }, history(a.contributionId)]),
      }),
      /** Downloads an analysis's file with the session and saves it under its name. */
      downloadBenefitFile: build.mutation<null, { id: number; fileName: string }>({
        query: ({ id, fileName }) => ({ url: `${B}/${id}/file`, saveAs: fileName }),
      }),
      schedule: build.query<ImplementationSchedule, { contributionId: number; stateId: number }>({
        query: ({ contributionId }) => ({ url: S, params: { contributionId }, notify: false }),
        providesTags: (_r, _e, a) => [{ type: 'Schedule', id: a.contributionId }],
      }),
      saveSchedule: build.mutation<ImplementationSchedule, ScheduleBody & { contributionId: number }>({
        query: (body) => ({ url: S, method: 'POST', body }),
        invalidatesTags: (_r, e, b) => (e ? [] : [{ type: 'Schedule', id: b.contributionId }, history(b.contributionId)]),
      }),
      actionItems: build.query<ActionItem[], { contributionId: number; stateId: number }>({
        query: ({ contributionId }) => ({ url: `${A}/contribution/${contributionId}`, notify: false }),
        providesTags: (_r, _e, a) => [{ type: 'ActionItem', id: a.contributionId }],
      }),
      createActionItem: build.mutation<ActionItem, ActionItemBody & { contributionId: number }>({
        query: (body) => ({ url: A, method: 'POST', body }),
        invalidatesTags: (_r, e, b) => (e ? [] : [{ type: 'ActionItem', id: b.contributionId }, history(b.contributionId), 'MyTasks']),
      }),
      /** Closes an item (its task with it): from the action items tab or the task list. */
      closeActionItem: build.mutation<ActionItem, { id: number; contributionId: number; status: Exclude<ActionItemStatus, 'OPEN'> }>({
        query: ({ id, status }) => ({ url: `${A}/${id}/close`, method: 'POST', body: { status } }),
        invalidatesTags: (_r, e, a) => (e ? [] : [{ type: 'ActionItem', id: a.contributionId }, history(a.contributionId), 'MyTasks']),
      }),
    }),
  });

export const {
  useBenefitsQuery,
  useSaveBenefitMutation,
  useDeleteBenefitMutation,
  useDownloadBenefitFileMutation,
  useScheduleQuery,
  useSaveScheduleMutation,
  useActionItemsQuery,
  useCreateActionItemMutation,
  useCloseActionItemMutation,
} = benefitsApi;
