/** Competitions through the app's RTK Query API (docs/api-competitions.md). */
import { api, LIST, type ListResult } from '../../app/api/baseApi';
import type { ExtraInput } from '../contribution/types';
import type {
  Competition,
  CompetitionPayload,
  Idea,
  Jury,
  LifeCycleOption,
  Moderators,
  PossibleIdeaState,
  ReportRow,
  Reward,
  RewardPayload,
  StateChange,
} from './types';

const BASE = '/api/v3/competitions';

export interface PageArgs {
  page: number;
  size: number;
  sort: string;
}

export const competitionApi = api
  .enhanceEndpoints({ addTagTypes: ['Competition', 'CompetitionList', 'CompetitionIdeas', 'ExtraInput', 'MyTasks', 'ContributionList'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The competitions the caller may see (?open=true: open; ?closed=true: closed), names in lang. */
      competitions: build.query<ListResult<Competition>, PageArgs & { lang: string; open?: boolean; closed?: boolean }>({
        query: ({ lang, page, size, sort, open, closed }) => ({
          url: `${BASE}/langKey/${lang}`,
          list: true,
          params: { page, size, sort: [sort], ...(open ? { open } : {}), ...(closed ? { closed } : {}) },
        }),
        providesTags: [{ type: 'CompetitionList', id: LIST }],
      }),
      managedCompetitions: build.query<ListResult<Competition>, PageArgs & { title: string }>({
        query: ({ page, size, sort, title }) => ({ url: `${BASE}/manage`, list: true, params: { page, size, sort: [sort], title } }),
        providesTags: [{ type: 'CompetitionList', id: LIST }],
      }),
      competition: build.query<Competition, { id: number; lang: string }>({
        query: ({ id, lang }) => ({ url: `${BASE}/${id}/langKey/${lang}`, notify: false }),
        providesTags: (_r, _e, a) => [{ type: 'Competition', id: a.id }],
      }),
      competitionForUpdate: build.query<Competition, number>({
        query: (id) => ({ url: `${BASE}/${id}/update`, notify: false }),
        providesTags: (_r, _e, id) => [{ type: 'Competition', id }],
      }),
      competitionLifeCycles: build.query<LifeCycleOption[], void>({
        query: () => ({ url: `${BASE}/life-cycles` }),
      }),
      createCompetition: build.mutation<Competition, CompetitionPayload>({
        query: (body) => ({ url: BASE, method: 'POST', body }),
        invalidatesTags: [{ type: 'CompetitionList', id: LIST }],
      }),
      updateCompetition: build.mutation<Competition, CompetitionPayload>({
        query: (body) => ({ url: BASE, method: 'PUT', body }),
        invalidatesTags: (_r, e, b) =>
          e
            ? []
            : [
                { type: 'CompetitionList', id: LIST },
                { type: 'Competition', id: b.id },
              ],
      }),
      startCompetition: build.mutation<Competition, { id: number; sendEmailToUser: boolean }>({
        query: (body) => ({ url: `${BASE}/start`, method: 'PUT', body }),
        invalidatesTags: (_r, e, b) =>
          e
            ? []
            : [
                { type: 'CompetitionList', id: LIST },
                { type: 'Competition', id: b.id },
              ],
      }),
      moderators: build.query<Moderators, number>({
        query: (id) => ({ url: `/api/v3/competition-moderator/${id}` }),
        providesTags: (_r, _e, id) => [{ type: 'Competition', id }],
      }),
      saveModerators: build.mutation<unknown, { id: number; userList: number[] }>({
        query: ({ id, userList }) => ({ url: `/api/v3/competition-moderator/${id}`, method: 'POST', body: { userList } }),
        invalidatesTags: (_r, e, a) => (e ? [] : [{ type: 'Competition', id: a.id }]),
      }),
      juries: build.query<Jury[], number>({
        query: (id) => ({ url: `/api/v3/juries/competition/${id}` }),
        providesTags: (_r, _e, id) => [{ type: 'Competition', id }],
      }),
      saveJuries: build.mutation<Jury[], { id: number; entries: Record<string, Partial<Jury>> }>({
        query: ({ id, entries }) => ({ url: `/api/v3/juries/competition/${id}/juryPost`, method: 'POST', body: entries }),
        invalidatesTags: (_r, e, a) => (e ? [] : [{ type: 'Competition', id: a.id }]),
      }),
      saveReward: build.mutation<Reward, RewardPayload>({
        query: (body) => ({ url: '/api/v3/competition-rewards', method: body.id ? 'PUT' : 'POST', body }),
        invalidatesTags: (_r, e, b) => (e ? [] : [{ type: 'Competition', id: b.competitionId }]),
      }),
      deleteReward: build.mutation<null, { id: number; competitionId: number }>({
        query: ({ id, competitionId }) => ({ url: `/api/v3/competition-rewards/${id}/competition/${competitionId}`, method: 'DELETE' }),
        invalidatesTags: (_r, e, a) => (e ? [] : [{ type: 'Competition', id: a.competitionId }]),
      }),
      competitionInputs: build.query<ListResult<ExtraInput>, number>({
        query: (id) => ({ url: `/api/v3/extra-inputs/competition/${id}`, list: true, params: { size: 100 } }),
        providesTags: [{ type: 'ExtraInput', id: LIST }],
      }),
      deleteCompetitionInput: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v3/extra-inputs/IDEA/${id}`, method: 'DELETE' }),
        invalidatesTags: (_r, e) => (e ? [] : [{ type: 'ExtraInput', id: LIST }]),
      }),
      reorderCompetitionInputs: build.mutation<unknown, { id: number; listOrder: number }[]>({
        query: (body) => ({ url: '/api/v3/extra-inputs/IDEA/update-order', method: 'POST', body, list: true }),
        invalidatesTags: (_r, e) => (e ? [] : [{ type: 'ExtraInput', id: LIST }]),
      }),
      possibleStates: build.query<PossibleIdeaState[], { id: number; lang: string; state: string }>({
        query: ({ id, lang }) => ({ url: `${BASE}/possible-life-cycle-states/${id}`, params: { langkey: lang } }),
        providesTags: (_r, _e, a) => [{ type: 'Competition', id: a.id }],
      }),
      ideas: build.query<ListResult<Idea>, PageArgs & { id: number; lang: string }>({
        query: ({ id, lang, page, size, sort }) => ({
          url: `/api/v3/contributions/get-ideas/${id}/${lang}`,
          list: true,
          params: { page, size, sort: [sort] },
        }),
        providesTags: (_r, _e, a) => [{ type: 'CompetitionIdeas', id: a.id }],
      }),
      changeState: build.mutation<Competition, StateChange>({
        query: (body) => ({ url: `${BASE}/update-competition-state`, method: 'PUT', body }),
        invalidatesTags: (_r, e, b) =>
          e
            ? []
            : [
                { type: 'Competition', id: b.competitionId },
                { type: 'CompetitionIdeas', id: b.competitionId },
                { type: 'CompetitionList', id: LIST },
                'MyTasks',
                'ContributionList',
              ],
      }),
      competitionEvalReport: build.query<ReportRow[], { id: number; state: string }>({
        query: ({ id }) => ({ url: `/api/v3/competition_moderator/${id}/eval-report`, notify: false }),
        providesTags: (_r, _e, a) => [{ type: 'Competition', id: a.id }],
      }),
      downloadCompetitionEvalReport: build.mutation<null, { id: number; code: string; langKey: string }>({
        query: ({ id, code, langKey }) => ({
          url: `/api/v3/competition_moderator/excel/${id}/eval-report`,
          params: { langKey },
          saveAs: `competition-report-${code.replace(/[\\/]/g, '-')}.xls`,
        }),
      }),
    }),
  });

export const {
  useCompetitionsQuery,
  useManagedCompetitionsQuery,
  useCompetitionQuery,
  useCompetitionForUpdateQuery,
  useCompetitionLifeCyclesQuery,
  useCreateCompetitionMutation,
  useUpdateCompetitionMutation,
  useStartCompetitionMutation,
  useModeratorsQuery,
  useSaveModeratorsMutation,
  useJuriesQuery,
  useSaveJuriesMutation,
  useSaveRewardMutation,
  useDeleteRewardMutation,
  useCompetitionInputsQuery,
  useDeleteCompetitionInputMutation,
  useReorderCompetitionInputsMutation,
  usePossibleStatesQuery,
  useIdeasQuery,
  useChangeStateMutation,
  useCompetitionEvalReportQuery,
  useDownloadCompetitionEvalReportMutation,
} = competitionApi;
