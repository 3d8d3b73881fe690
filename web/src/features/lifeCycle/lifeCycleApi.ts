/** The calls of the life-cycle administration (docs/api-lifecycle.md), all through the one API client. */
import api, { type RequestOptions } from '../../app/api';
import type { DefinedTypes, LifeCycle, LifeCycleConfig } from './lifeCycle';

export const LIFE_CYCLES = '/api/v3/life-cycles';
export const LIFE_CYCLE_STATES = '/api/v3/life-cycle-states';

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

export function listLifeCycles(page: number, size: number, signal?: AbortSignal) {
  return api.list<LifeCycle>(LIFE_CYCLES, { page, size, sort: ['contributionType,asc', 'id,asc'] }, { signal });
}

export async function loadEditor(id: number, signal?: AbortSignal) {
  const [graph, config, types] = await Promise.all([
    api.get<LifeCycle>(`${LIFE_CYCLES}/get-for-update/${id}`, { signal }),
    api.get<LifeCycleConfig>(`${LIFE_CYCLES}/get-config/${id}`, { signal }),
    api.get<DefinedTypes>(`${LIFE_CYCLES}/get-defined-types`, { signal }),
  ]);
  return { graph: graph.data, config: config.data, types: types.data };
}

export function saveLifeCycle(body: Payload) {
  return body.id === undefined ? api.post<LifeCycle>(LIFE_CYCLES, body) : api.put<LifeCycle>(LIFE_CYCLES, body);
}

export function deleteLifeCycle(id: number) {
  return api.del(`${LIFE_CYCLES}/${id}`);
}

export function saveState(body: Payload) {
  return body.id === undefined ? api.post(LIFE_CYCLE_STATES, body) : api.put(LIFE_CYCLE_STATES, body);
}

/**
 * Deletes a state; moveTo names where its contributions go. The first try is not reported to the
 * notifications (the editor answers stateInUse itself by asking for the target).
 */
export function deleteState(id: number, moveTo?: number, options: RequestOptions = {}) {
  return api.del(`${LIFE_CYCLE_STATES}/${id}`, { ...options, params: moveTo === undefined ? undefined : { moveTo } });
}

export function savePiece(kind: PieceKind, body: Payload) {
  return body.id === undefined ? api.post(PIECE_PATHS[kind], body) : api.put(PIECE_PATHS[kind], body);
}

export function deletePiece(kind: PieceKind, id: number) {
  return api.del(`${PIECE_PATHS[kind]}/${id}`);
}
