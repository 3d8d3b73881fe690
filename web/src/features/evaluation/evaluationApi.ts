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
      /** The caller's scorecard; stateId (not sent) keys the cache by the contribution's state, whose change ends the editing. */
      scorecard: build.query<Scorecard, { evalType: string; contributionId: number; contributionType: string; stateId: number }>({
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
      /** The report of the eval types the state grants the caller; stateId (not sent) as for the scorecard. */
      evalReport: build.query<EvalReport, { contributionId: number; contributionType: string; stateId: number }>({
        query: ({ contributionId, contributionType }) => ({
          url: `/api/v3/evals/contribution/report/${contributionType}/${contributionId}/ALL`,
          notify: false,
        }),
        providesTags: (_r, _e, a) => [{ type: 'EvalReport', id: a.contributionId }],
      }),
      /** The report as an Excel workbook in the interface language, saved as evaluation-report-{code}.xls. */
      downloadEvalReport: build.mutation<null, { contributionId: number; contributionType: string; code: string; langKey: string }>({
        query: ({ contributionId, contributionType, code, langKey }) => ({
          url: `/api/v3/evals/contribution/report/${contributionType}/${contributionId}/ALL/excel`,
          params: { langKey },
          saveAs: excelFileName(code),
        }),
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
  useDownloadEvalReportMutation,
} = evaluationApi;

/** The file name of a contribution's report workbook. */
export const excelFileName = (code: string) => `evaluation-report-${code.replace(/[^A-Za-z0-9._-]+/g, '-')}.xls`;
