/**
 * The system administration reads and writes (metrics, health, configuration, loggers, log files,
 * audits) through the app's RTK Query API. A log level change refreshes the loggers (tag 'Logs').
 */
import { api as rtk, type ApiFailure, type ListResult } from '../../app/api/baseApi';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import type { Audit, ConfigProps, Env, Health, JhiMetrics, LogFile, Loggers } from './types';

export interface AuditsArgs {
  /** 1-based */
  page: number;
  /** YYYY-MM-DD, '' for no bound */
  fromDate: string;
  toDate: string;
}

const managementApi = rtk.enhanceEndpoints({ addTagTypes: ['Logs'] }).injectEndpoints({
  endpoints: (build) => ({
    metrics: build.query<JhiMetrics, void>({
      query: () => ({ url: '/management/jhimetrics' }),
    }),
    /** Health answers 503 with the same body when something is down: that body is the answer, not a failure to report. */
    health: build.query<Health, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const r = await baseQuery({ url: '/management/health', notify: false });
        if (!r.error) return { data: r.data as Health };
        const body = r.error.body;
        return body && typeof body === 'object' ? { data: body as Health } : { error: r.error as ApiFailure };
      },
    }),
    configProps: build.query<ConfigProps, void>({
      query: () => ({ url: '/management/configprops' }),
    }),
    env: build.query<Env, void>({
      query: () => ({ url: '/management/env' }),
    }),
    loggers: build.query<Loggers, void>({
      query: () => ({ url: '/management/loggers' }),
      providesTags: ['Logs'],
    }),
    setLogLevel: build.mutation<unknown, { name: string; level: string }>({
      query: ({ name, level }) => ({
        url: `/management/loggers/${encodeURIComponent(name)}`,
        method: 'POST',
        body: { configuredLevel: level },
      }),
      invalidatesTags: ['Logs'],
    }),
    logFiles: build.query<LogFile[], void>({
      query: () => ({ url: '/api/v3/log/files' }),
      providesTags: ['Logs'],
    }),
    /** Saves a log file as a download. */
    downloadLogFile: build.mutation<null, string>({
      query: (name) => ({ url: `/api/v3/log/get-log-file/${encodeURIComponent(name)}`, saveAs: name }),
    }),
    audits: build.query<ListResult<Audit>, AuditsArgs>({
      query: ({ page, fromDate, toDate }) => ({
        url: '/management/audits',
        list: true,
        params: {
          page: page - 1,
          size: DEFAULT_PAGE_SIZE,
          sort: ['timestamp,desc'],
          ...(fromDate ? { fromDate } : {}),
          ...(toDate ? { toDate } : {}),
        },
      }),
    }),
  }),
});

export const {
  useMetricsQuery,
  useHealthQuery,
  useConfigPropsQuery,
  useEnvQuery,
  useLoggersQuery,
  useSetLogLevelMutation,
  useLogFilesQuery,
  useDownloadLogFileMutation,
  useAuditsQuery,
} = managementApi;
