/** Competitions: docs/api-competitions.md and spec 001 §3. */
import type { Schemas } from '../../app/api/types';

export type Competition = Schemas['Competition'];
export type CompetitionPayload = Schemas['CompetitionRequest'] & { id?: number };
export type CompetitionState = Schemas['CompetitionState'];
export type Jury = Schemas['Jury'];
export type JuryType = Schemas['JuryType'];
export type Member = Schemas['Member'];
export type Reward = Schemas['Reward'];
export type RewardPayload = Schemas['RewardRequest'];
export type Idea = Schemas['Idea'];
export type PossibleIdeaState = Schemas['PossibleIdeaState'];
export type StateChange = Schemas['StateChange'];
export type IdeaStateChange = Schemas['IdeaStateChange'];
export type ReportRow = Schemas['ReportRow'];
export type LifeCycleOption = Schemas['LifeCycleOption'];

export const JURY_TYPES = ['JURY1', 'JURY2', 'JURY3'] as const satisfies readonly JuryType[];

/** The wizard's steps (001 §2). */
export const STEPS = [1, 2, 3, 4, 5, 6] as const;
export type Step = (typeof STEPS)[number];

export function parseStep(raw: string | undefined): Step | null {
  const n = Number(raw);
  return (STEPS as readonly number[]).includes(n) ? (n as Step) : null;
}

/** The detail's tabs (001 §2). */
export const SCOPES = ['info', 'ideas-manage', 'eval-report'] as const;
export type Scope = (typeof SCOPES)[number];

/** The tabs a moderator sees: ideas-manage is hidden once the competition is COMPLETE or ARCHIEVED. */
export function scopesOf(state: CompetitionState): Scope[] {
  return state === 'COMPLETE' || state === 'ARCHIEVED' ? ['info', 'eval-report'] : [...SCOPES];
}

/** Summary truncation of the competition list (001 §9). */
export const LIST_SUMMARY_MAX = 375;

/** Rank colours of 001 §3: 1 gold, 2 silver, 3 bronze. */
export function rankClass(rank: number): string {
  return rank === 1 ? 'inno-rank-gold' : rank === 2 ? 'inno-rank-silver' : rank === 3 ? 'inno-rank-bronze' : 'inno-rank';
}
export type Moderators = Schemas['Moderators'];
