/**
 * The contribution administration calls (docs/api-contributions.md) through the app's RTK Query API.
 * A field, field user or extra input written here refreshes the lists that show it (tags 'Field',
 * 'ExtraInput', shared with the contribution screens); the task lists carry 'MyTasks', which the
 * contribution's actions and commands mark stale. The tag calls are in ./tagApi.ts.
 */
import { api, LIST, type ApiFailure, type ListResult } from '../../app/api/baseApi';
import type { QueryParams } from '../../app/api';
import type { ContributionType, FieldOption, ExtraInput, ExtraInputPayload } from '../contribution/types';
import { byListOrder } from './extraInputOrder';
import type { ContributionField, ContributionFieldPayload, FieldUser, OrderEntry, Task } from './types';

export interface PageArgs {
  page: number;
  size: number;
  sort: string | string[];
}

export type TaskListArgs = PageArgs & { params: QueryParams } & ({ userId: number | string } | { type: ContributionType });

export interface ExtraInputListArgs extends PageArgs {
  source: ContributionType;
}

/** A field option with the type it belongs to (my tasks span every type). */
export type TypedFieldOption = FieldOption & { type: ContributionType };

const pageParams = ({ page, size, sort }: PageArgs): QueryParams => ({ page, size, sort: typeof sort === 'string' ? [sort] : sort });

export const contributionAdminApi = api.enhanceEndpoints({ addTagTypes: ['MyTasks', 'Field', 'ExtraInput'] }).injectEndpoints({
  endpoints: (build) => ({
    // tasks: the caller's, or every task of a type (its admin's view)
    tasks: build.query<ListResult<Task>, TaskListArgs>({
      query: (args) => ({
        url: 'userId' in args ? `/api/v3/contribution-tasks/user/${args.userId}` : `/api/v3/contribution-tasks/${args.type}`,
        list: true,
        params: { ...pageParams(args), ...args.params },
      }),
      providesTags: ['MyTasks'],
    }),
    /**
     * {value, label} of the types' active fields. Quiet, one call per type: a user without
     * contributor access to a type gets none of its fields (and keeps the session).
     */
    taskFieldOptions: build.query<TypedFieldOption[], { types: readonly ContributionType[]; langkey: string }>({
      queryFn: async ({ types, langkey }, _api, _extra, baseQuery) => {
        const lists = await Promise.all(
          types.map(async (type) => {
            const r = await baseQuery({ url: `/api/v3/contribution-fields/options/${type}`, params: { langkey }, notify: false });
            return r.error ? [] : (r.data as FieldOption[]).map((o) => ({ ...o, type }));
          }),
        );
        return { data: lists.flat() };
      },
      providesTags: [{ type: 'Field', id: LIST }],
    }),

    // fields and their people
    fields: build.query<ListResult<ContributionField>, PageArgs & { type: ContributionType }>({
      query: (args) => ({ url: `/api/v3/contribution-fields/${args.type}`, list: true, params: pageParams(args) }),
      providesTags: [{ type: 'Field', id: LIST }],
    }),
    saveField: build.mutation<ContributionField, { type: ContributionType; body: ContributionFieldPayload }>({
      query: ({ type, body }) => ({ url: `/api/v3/contribution-fields/${type}`, method: 'id' in body ? 'PUT' : 'POST', body }),
      invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Field', id: LIST }]),
    }),
    deleteField: build.mutation<null, { type: ContributionType; id: number }>({
      query: ({ type, id }) => ({ url: `/api/v3/contribution-fields/${type}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, e) => (e ? [] : [{ type: 'Field', id: LIST }]),
    }),
    fieldUsers: build.query<FieldUser[], number>({
      query: (fieldId) => ({ url: `/api/v3/contribution-users/fieldId/${fieldId}` }),
      providesTags: (_r, _e, fieldId) => [{ type: 'Field', id: `users/${fieldId}` }],
    }),
    // a change of a field's people reads them again, whatever the answer
    addFieldUser: build.mutation<FieldUser, { fieldId: number; userId: number; userRole: string }>({
      query: ({ fieldId, userId, userRole }) => ({
        url: `/api/v3/contribution-users/fieldId/${fieldId}`,
        method: 'POST',
        body: { userId, userRole },
      }),
      invalidatesTags: (_r, _e, { fieldId }) => [{ type: 'Field', id: `users/${fieldId}` }],
    }),
    removeFieldUser: build.mutation<null, Pick<FieldUser, 'id' | 'fieldId' | 'userId' | 'userRole'>>({
      query: (u) => ({
        url: `/api/v3/contribution-users/${u.id}/fieldId/${u.fieldId}/userId/${u.userId}/userRole/${u.userRole}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { fieldId }) => [{ type: 'Field', id: `users/${fieldId}` }],
    }),

    // extra inputs
    extraInputs: build.query<ListResult<ExtraInput>, ExtraInputListArgs>({
      query: (args) => ({ url: `/api/v3/extra-inputs/${args.source}`, list: true, params: pageParams(args) }),
      providesTags: [{ type: 'ExtraInput', id: LIST }],
    }),
    /** One input to edit: never from a cache, a form starts from the server's record. */
    extraInput: build.query<ExtraInput, { source: ContributionType; id: string }>({
      query: ({ source, id }) => ({ url: `/api/v3/extra-inputs/${source}/${id}` }),
      keepUnusedDataFor: 0,
    }),
    saveExtraInput: build.mutation<ExtraInput, { source: ContributionType; body: ExtraInputPayload }>({
      query: ({ source, body }) => ({ url: `/api/v3/extra-inputs/${source}`, method: body.id === undefined ? 'POST' : 'PUT', body }),
      invalidatesTags: (_r, e) => (e ? [] : [{ type: 'ExtraInput', id: LIST }]),
    }),
    // The list re-reads page 0 sorted by id after a delete (spec 002 §2): the page asks for it.
    deleteExtraInput: build.mutation<null, { source: ContributionType; id: number }>({
      query: ({ source, id }) => ({ url: `/api/v3/extra-inputs/${source}/${id}`, method: 'DELETE' }),
    }),
    /**
     * Sends a new order. The page shown (`listArgs`) moves at once to `shown`, then takes the
     * answer's list orders; a refused order reads the list again as the server has it.
     */
    updateExtraInputOrder: build.mutation<
      ExtraInput[],
      { source: ContributionType; order: OrderEntry[]; listArgs: ExtraInputListArgs; shown: ExtraInput[] }
    >({
      queryFn: async ({ source, order, listArgs, shown }, { dispatch }, _extra, baseQuery) => {
        const patch = (items: (current: ExtraInput[]) => ExtraInput[]) =>
          dispatch(
            contributionAdminApi.util.updateQueryData('extraInputs', listArgs, (page) => {
              page.items = items(page.items);
            }),
          );
        patch(() => shown);
        const result = await baseQuery({ url: `/api/v3/extra-inputs/${source}/update-order`, method: 'POST', body: order });
        if ('error' in result && result.error) return { error: result.error as ApiFailure };
        const answered = new Map((result.data as ExtraInput[]).map((x) => [x.id, x]));
        patch((current) => byListOrder(current.map((i) => answered.get(i.id) ?? i)));
        return { data: [...answered.values()] };
      },
      invalidatesTags: (_r, e) => (e ? [{ type: 'ExtraInput', id: LIST }] : []),
    }),
  }),
});

export const {
  useTasksQuery,
  useTaskFieldOptionsQuery,
  useFieldsQuery,
  useSaveFieldMutation,
  useDeleteFieldMutation,
  useFieldUsersQuery,
  useAddFieldUserMutation,
  useRemoveFieldUserMutation,
  useExtraInputsQuery,
  useLazyExtraInputsQuery,
  useExtraInputQuery,
  useSaveExtraInputMutation,
  useDeleteExtraInputMutation,
  useUpdateExtraInputOrderMutation,
} = contributionAdminApi;
