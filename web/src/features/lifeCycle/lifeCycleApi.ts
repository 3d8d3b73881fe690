/**
 * The life-cycle administration (docs/api-lifecycle.md) through the app's RTK Query API. Every write
 * of the editor refreshes the life cycle it changed ('LifeCycle') and the list ('LifeCycleList'), so the
 * editor shows the stored graph without a reload.
 */
import { isApiError, request } from '../../app/api';
import { api, type ApiFailure, type ListResult } from '../../app/api/baseApi';
import { notifyError, showToasts } from '../../app/notifications/toasts';
import { stateInUseOf } from './rules';
import type { DefinedTypes, LifeCycle, LifeCycleConfig, LifeCycleSummary } from './types';

const LIFE_CYCLES = '/api/v3/life-cycles';
const LIFE_CYCLE_STATES = '/api/v3/life-cycle-states';

/** The configuration pieces the editor writes, by kind. */
export const PIECE_PATHS = {
  action: '/api/v3/state-actions',
  point: '/api/v3/action-point-definitions',
  postHandler: '/api/v3/action-post-handlers',
  task: '/api/v3/state-task-definitions',
  command: '/api/v3/state-commands',
  commandTask: '/api/v3/command-task-definitions',
  commandPoint: '/api/v3/command-point-definitions',
  notification: '/api/v3/state-change-notifications',
} as const;

export type PieceKind = keyof typeof PIECE_PATHS;

/** A POST body (no id) or a PUT body (with the id). */
export type Payload = { id?: number } & Record<string, unknown>;

const methodOf = (body: Payload) => (body.id === undefined ? 'POST' : 'PUT');
/** Only a write that succeeded changes what the editor shows. */
const changed = (_r: unknown, error: unknown) => (error ? [] : (['LifeCycle', 'LifeCycleList'] as const).slice());

/**
 * The first try to delete a state: quiet about the stateInUse refusal, which the editor answers by
 * asking where the contributions go; every other outcome is shown as usual.
 */
async function deleteStateFirst(id: number): Promise<{ data: null } | { error: ApiFailure }> {
  try {
    await request('DELETE', `${LIFE_CYCLE_STATES}/${id}`, undefined, { notify: false });
    showToasts([{ type: 'success', key: 'inno.lifeCycleState.deleted', params: { param: 0 } }]);
    return { data: null };
  } catch (e) {
    if (!isApiError(e)) throw e;
    if (!stateInUseOf(e)) notifyError(e);
    return { error: { status: e.status, body: e.body } };
  }
}

const lifeCycleApi = api.enhanceEndpoints({ addTagTypes: ['LifeCycle', 'LifeCycleList'] }).injectEndpoints({
  endpoints: (build) => ({
    lifeCycles: build.query<ListResult<LifeCycleSummary>, { page: number; size: number }>({
      query: ({ page, size }) => ({ url: LIFE_CYCLES, list: true, params: { page, size, sort: ['contributionType,asc', 'id,asc'] } }),
      providesTags: ['LifeCycleList'],
    }),
    /** The editor's graph: the life cycle with its states and every piece of them. */
    lifeCycleGraph: build.query<LifeCycle, number>({
      query: (id) => ({ url: `${LIFE_CYCLES}/get-for-update/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'LifeCycle', id }],
    }),
    /** The life cycle with the use of each state (contributions in it, actions leading to it). */
    lifeCycleConfig: build.query<LifeCycleConfig, number>({
      query: (id) => ({ url: `${LIFE_CYCLES}/get-config/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'LifeCycle', id }],
    }),
    /** The enumerations the editor offers (state types, roles, commands, post handlers …). */
    lifeCycleTypes: build.query<DefinedTypes, void>({
      query: () => ({ url: `${LIFE_CYCLES}/get-defined-types` }),
    }),
    saveLifeCycle: build.mutation<LifeCycle, Payload>({
      query: (body) => ({ url: LIFE_CYCLES, method: methodOf(body), body }),
      invalidatesTags: changed,
    }),
    deleteLifeCycle: build.mutation<null, number>({
      query: (id) => ({ url: `${LIFE_CYCLES}/${id}`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    saveState: build.mutation<unknown, Payload>({
      query: (body) => ({ url: LIFE_CYCLE_STATES, method: methodOf(body), body }),
      invalidatesTags: changed,
    }),
    /** Deletes a state; `moveTo` names where what refers to it goes (asked after a stateInUse refusal). */
    deleteState: build.mutation<null, { id: number; moveTo?: number }>({
      queryFn: ({ id, moveTo }, _api, _extra, baseQuery) =>
        moveTo === undefined
          ? deleteStateFirst(id)
          : (baseQuery({ url: `${LIFE_CYCLE_STATES}/${id}`, method: 'DELETE', params: { moveTo } }) as Promise<
              { data: null } | { error: ApiFailure }
            >),
      invalidatesTags: changed,
    }),
    savePiece: build.mutation<unknown, { kind: PieceKind; body: Payload }>({
      query: ({ kind, body }) => ({ url: PIECE_PATHS[kind], method: methodOf(body), body }),
      invalidatesTags: changed,
    }),
    deletePiece: build.mutation<null, { kind: PieceKind; id: number }>({
      query: ({ kind, id }) => ({ url: `${PIECE_PATHS[kind]}/${id}`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useLifeCyclesQuery,
  useLifeCycleGraphQuery,
  useLifeCycleConfigQuery,
  useLifeCycleTypesQuery,
  useSaveLifeCycleMutation,
  useDeleteLifeCycleMutation,
  useSaveStateMutation,
  useDeleteStateMutation,
  useSavePieceMutation,
  useDeletePieceMutation,
} = lifeCycleApi;

/** Saves one kind of piece (POST or PUT by the id); answers a promise that fails when the save was refused. */
export function useSavePiece(kind: PieceKind) {
  const [savePiece] = useSavePieceMutation();
  return (body: Payload) => savePiece({ kind, body }).unwrap();
}
