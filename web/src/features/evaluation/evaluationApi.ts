/** Evaluation definitions, scorecards and the report through the app's RTK Query API. */
import { api, LIST, type ListResult } from '../../app/api/baseApi';
import type { EvalDefinition, EvalDefinitionBody, EvalReport, Scorecard, ScorecardBody } from './types';

export const evaluationApi = api
  .enhanceEndpoints({ addTagTypes: ['EvalDefinition', 'Scorecard', 'EvalReport', 'MyTasks'] })
  .injectEndpoints({
    endpoints: (build) => ({
      evalDefinitions: build.query<ListResult<EvalDefinition>, string>({
        query: (type) => ({ url: `/api/v3/evals/list/${type}`, list: true }),
        providesTags: [{ type: 'EvalDefinition', id: LIST }],
      }),
      createEvalDefinition: build.mutation<EvalDefinition, EvalDefinitionBody>({
        query: (body) => ({ url: '/api/v3/evals/create', method: 'PUT', body }),
        invalidatesTags: [{ type: 'EvalDefinition', id: LIST }],
      }),
      updateEvalDefinition: build.mutation<EvalDefinition, EvalDefinitionBody>({
        query: (body) => ({ url: '/api/v3/evals/update', method: 'PUT', body }),
        invalidatesTags: [{ type: 'EvalDefinition', id: LIST }],
      }),
      deleteEvalDefinition: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v3/evals/${id}`, method: 'DELETE' }),
        invalidatesTags: [{ type: 'EvalDefinition', id: LIST }],
      }),
      scorecard: build.query<Scorecard, { evalType: string; contributionId: number; contributionType: string }>({
        query: ({ evalType, contributionId, contributionType }) => ({
          url: `/api/v3/evals/${evalType}/contribution/${contributionId}/${contributionType}/0`,
          notify: false,
        }),
        providesTags: (_r, _e, a) => [{ type: 'Scorecard', id: `${a.contributionId}-${a.evalType}` }],
      }),
      saveScorecard: build.mutation<Scorecard, ScorecardBody>({
        query: (body) => ({ url: '/api/v3/evals', method: 'PUT', body }),
        invalidatesTags: (_r, _e, b) => [
          { type: 'Scorecard', id: `${b.contributionId}-${b.evalFlowType}` },
          { type: 'EvalReport', id: b.contributionId },
          'MyTasks',
        ],
      }),
      evalReport: build.query<EvalReport, { contributionId: number; contributionType: string }>({
        query: ({ contributionId, contributionType }) => ({
          url: `/api/v3/evals/contribution/report/${contributionType}/${contributionId}/ALL`,
          notify: false,
        }),
        providesTags: (_r, _e, a) => [{ type: 'EvalReport', id: a.contributionId }],
      }),
    }),
  });

export const {
  useEvalDefinitionsQuery,
  useCreateEvalDefinitionMutation,
  useUpdateEvalDefinitionMutation,
  useDeleteEvalDefinitionMutation,
  useScorecardQuery,
  useSaveScorecardMutation,
  useEvalReportQuery,
} = evaluationApi;
