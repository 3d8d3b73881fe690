import type { Competition, IdeaStateChange, PossibleIdeaState } from '../types';

/** The state types of an idea in play: the ones a stage change moves (docs/api-competitions.md). */
export const IN_PLAY = ['SUBMITTED', 'EVALUATION', 'FLOW'];

/** How many submitted ideas are in play (from the detail's counts, whatever their number). */
export function inPlayCount(c: Competition): number {
  return c.stateIdeaCount.filter((s) => IN_PLAY.includes(s.stateType)).reduce((n, s) => n + s.ideaCount, 0);
}

/**
 * The newIdeaStates of a stage change: only the ideas the moderator gave another state than the
 * default (the first possible state); the server moves every idea in play not listed to the default.
 */
export function changedIdeas(chosen: Record<number, number>, states: PossibleIdeaState[]): IdeaStateChange[] {
  const byDefault = states[0]?.id;
  return Object.entries(chosen)
    .filter(([, stateId]) => stateId !== byDefault)
    .map(([ideaId, stateId]) => ({ ideaId: Number(ideaId), newLifeCycleStateId: stateId }));
}

export function stateName(s: PossibleIdeaState, lang: string): string {
  return s.stateDefinitionList.find((n) => n.language === lang)?.name ?? s.stateDefinitionList[0]?.name ?? s.code;
}
