/**
 * Life-cycle administration (spec 002 §7 "Life cycles and configuration", docs/api-lifecycle.md): aliases of
 * the types generated from the server's OpenAPI document (src/app/api/types.ts), and the client's constants.
 */
import type { Schemas } from '../../app/api/types';
import type { ContributionType } from '../contribution/types';

export type { ContributionType };

export type Explanation = Schemas['ExplanationMode'];
export const EXPLANATION_MODES = ['NONE', 'OPTIONAL', 'REQUIRED'] as const satisfies readonly Explanation[];

export type StateName = Schemas['StateName'];

export type PointDef = Schemas['PointDef'];

/** An action of a state, with its points and post handlers. */
export type StateAction = Schemas['Action'];

/** Work an action does after it moved a contribution. */
export type PostHandler = Schemas['PostHandler'];

export type TaskDef = Schemas['TaskDef'];

/** A command a state grants to roles, with the tasks it opens and the points it gives. */
export type StateCommand = Schemas['Command'];

/** A task a command opens for a role (stored; the engine does not run it yet). */
export type CommandTaskDef = Schemas['CommandTaskDef'];

/** Points a command gives to a role (stored; the engine does not run them yet). */
export type CommandPointDef = Schemas['CommandPointDef'];

export type StateNotification = Schemas['Notify'];

/** A state of a life cycle with its pieces (GET api/v3/life-cycles/get-for-update/{id}). */
export type LifeCycleState = Schemas['State'];

/** A life cycle with its states (GET api/v3/life-cycles/get-for-update/{id}). */
export type LifeCycle = Schemas['LifeCycle'];

/** A row of GET api/v3/life-cycles: a life cycle with its counts. */
export type LifeCycleSummary = Schemas['Summary'];

export type LifeCycleFlags = Pick<
  LifeCycle,
  'isOwnersChatEnabled' | 'isOwnersMentorChatEnabled' | 'isOwnersAdvisorsChatEnabled' | 'isMentorExpertChatEnabled' | 'isBannerEnabled'
>;

export const FLAG_KEYS: readonly (keyof LifeCycleFlags)[] = [
  'isOwnersChatEnabled',
  'isOwnersMentorChatEnabled',
  'isOwnersAdvisorsChatEnabled',
  'isMentorExpertChatEnabled',
  'isBannerEnabled',
];

export type RatingType = Schemas['RatingType'];
/** STAR5: 1–5 stars; LIKE: a like (issue 17, docs/api-collaboration.md). */
export const RATING_TYPES = ['STAR5', 'LIKE'] as const satisfies readonly RatingType[];

export type StateUsage = Schemas['StateUsage'];

/** GET api/v3/life-cycles/get-config/{id}: the life cycle with how much each state is used. */
export type LifeCycleConfig = Schemas['LifecycleConfig'];

/** GET api/v3/life-cycles/get-defined-types: what the editor's selects offer. */
export type DefinedTypes = Schemas['DefinedTypes'];

export const CONTRIBUTION_TYPES = ['SUGGESTION', 'IMPROVEMENT', 'IDEA'] as const satisfies readonly ContributionType[];

/** The stateInUse refusal's counts: what still refers to a state being deleted. */
export interface StateInUse {
  count: number;
  actions: number;
  tasks: number;
}
