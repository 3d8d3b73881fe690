/** The competition wizard's forms and bodies (001 §5 rules, the server's in docs/api-competitions.md). */
import { z } from 'zod';
import { chosen, text } from '../../shared/form/schema';
import { CAMPAIGN_CODE_PATTERN } from '../campaign/form';
import type { Competition, CompetitionPayload, Jury } from './types';

export const TITLE_MAX = 120;
export const SUMMARY_MAX = 500;
export const REWARD_MAX = 512;
export const JURY_TITLE_MAX = 255;

/** Step 1: code (3–16: letters including Turkish, digits, dot, hyphen), title 3–120, summary 10–500, life cycle. */
export const basicsSchema = z.object({
  code: text({
    required: true,
    min: 3,
    max: 16,
    pattern: CAMPAIGN_CODE_PATTERN,
    patternMessage: { key: 'entity.validation.patternCampaign' },
  }),
  title: text({ required: true, min: 3, max: TITLE_MAX }),
  summary: text({ required: true, min: 10, max: SUMMARY_MAX }),
  lifecycle: chosen(z.string()),
});
export type BasicsForm = z.infer<typeof basicsSchema>;

export function basicsOf(c: Competition | undefined, defaultLifeCycle: number | undefined): BasicsForm {
  return {
    code: c?.code ?? '',
    title: c?.title ?? '',
    summary: c?.summary ?? '',
    lifecycle: c ? String(c.lifecycle) : defaultLifeCycle ? String(defaultLifeCycle) : '',
  };
}

/** The PUT body of a competition as the server has it, with changes on top. */
export function payloadOf(c: Competition, changes: Partial<CompetitionPayload> = {}): CompetitionPayload {
  return {
    id: c.id,
    code: c.code,
    title: c.title,
    summary: c.summary,
    body: c.body,
    lifecycle: c.lifecycle,
    accessLevel: c.accessLevel,
    dateSubmissionEnd: c.dateSubmissionEnd,
    targetOrganizations: c.targetOrganizations,
    targetUnits: c.targetUnits,
    ...changes,
  };
}

/** A jury as the wizard edits it. */
export interface JuryForm {
  type: Jury['type'];
  evalDefinitionId: string;
  title: string;
  users: { id: number; login: string; firstName?: string | null; lastName?: string | null }[];
}

export function juryFormOf(j: Jury): JuryForm {
  return {
    type: j.type,
    evalDefinitionId: j.evalDefinitionId ? String(j.evalDefinitionId) : '',
    title: j.title,
    users: j.users.map((u) => ({ id: u.id, login: u.login, firstName: u.firstName, lastName: u.lastName })),
  };
}

/** The first missing piece of a partly set jury (the spec's warning toast), or null when it is complete or empty. */
export function juryWarning(j: JuryForm): string | null {
  const empty = j.evalDefinitionId === '' && j.title.trim() === '' && j.users.length === 0;
  if (empty) return null;
  if (j.evalDefinitionId === '') return 'competition.create.eval.message.evalNotNull';
  if (j.title.trim() === '') return 'competitionJuryEval.juryTitleNotNull';
  if (j.users.length === 0) return 'jurySelector.message.juryNotNull';
  return null;
}

/** The indexed map the juryPost call takes. */
export function juryPost(juries: JuryForm[]): Record<string, Partial<Jury>> {
  const out: Record<string, Partial<Jury>> = {};
  juries.forEach((j, i) => {
    out[String(i)] = {
      type: j.type,
      evalDefinitionId: j.evalDefinitionId === '' ? null : Number(j.evalDefinitionId),
      title: j.title.trim(),
      userPost: j.users.map((u) => u.id),
    };
  });
  return out;
}
