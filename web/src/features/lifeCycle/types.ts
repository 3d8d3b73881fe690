/**
 * Life-cycle administration (spec 002 §7 "Life cycles and configuration", docs/api-lifecycle.md):
 * the shapes the server answers. The leaves are the generated ones (src/app/api/types.ts); the
 * composite shapes stay declared here until the document says their lists are never null and names
 * their enumerations.
 */
import type { Schemas } from '../../app/api/types';
import type { ContributionType } from '../contribution/types';

export type { ContributionType };

export const EXPLANATION_MODES = ['NONE', 'OPTIONAL', 'REQUIRED'] as const;
export type Explanation = (typeof EXPLANATION_MODES)[number];

export type StateName = Schemas['StateName'];

export type PointDef = Schemas['PointDef'];

export interface StateAction {
  id: number;
  stateId: number;
  name: string;
  targetStateId: number;
  roles: string[];
  explanation: Explanation;
  rank: number;
  points: PointDef[];
  postHandlers: PostHandler[];
}

/** Work an action does after it moved a contribution (stored; the engine does not run it yet). */
export type PostHandler = Schemas['PostHandler'];

export type TaskDef = Schemas['TaskDef'];

export interface StateCommand {
  id: number;
  stateId: number;
  command: string;
  roles: string[];
  taskDefinitions: CommandTaskDef[];
  pointDefinitions: CommandPointDef[];
}

/** A task a command opens for a role (stored; the engine does not run it yet). */
export type CommandTaskDef = Schemas['CommandTaskDef'];

/** Points a command gives to a role (stored; the engine does not run them yet). */
export type CommandPointDef = Schemas['CommandPointDef'];

export type StateNotification = Schemas['Notify'];

export interface LifeCycleState {
  id: number;
  lifeCycleId: number;
  code: string;
  stateType: string;
  rank: number;
  isHappyPath: boolean;
  isInitial: boolean;
  stateDefinitionList: StateName[];
  actions: StateAction[];
  tasks: TaskDef[];
  commands: StateCommand[];
  notifications: StateNotification[];
}

export interface LifeCycleFlags {
  isOwnersChatEnabled: boolean;
  isOwnersMentorChatEnabled: boolean;
  isOwnersAdvisorsChatEnabled: boolean;
  isMentorExpertChatEnabled: boolean;
  isBannerEnabled: boolean;
}

export const FLAG_KEYS: readonly (keyof LifeCycleFlags)[] = [
  'isOwnersChatEnabled',
  'isOwnersMentorChatEnabled',
  'isOwnersAdvisorsChatEnabled',
  'isMentorExpertChatEnabled',
  'isBannerEnabled',
];

export interface LifeCycle extends LifeCycleFlags {
  id: number;
  name: string;
  contributionType: ContributionType;
  isDefault: boolean;
  isActive: boolean;
  createdDate?: string | null;
  stateCount?: number;
  contributionCount?: number;
  states?: LifeCycleState[];
}

export type StateUsage = Schemas['StateUsage'];

export interface LifeCycleConfig extends LifeCycle {
  usage: StateUsage[];
}

export interface DefinedTypes {
  stateTypes: string[];
  contributionRoles: string[];
  commands: string[];
  explanationModes: Explanation[];
  contributionTypes: ContributionType[];
  /** post handler → the parameter values it accepts (empty: none) */
  postHandlers: Record<string, string[]>;
}

export const CONTRIBUTION_TYPES = ['SUGGESTION', 'IMPROVEMENT', 'IDEA'] as const satisfies readonly ContributionType[];

/** The stateInUse refusal's counts: what still refers to a state being deleted. */
export interface StateInUse {
  count: number;
  actions: number;
  tasks: number;
}
