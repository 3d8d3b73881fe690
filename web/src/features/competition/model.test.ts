import { describe, expect, it } from 'vitest';
import { formErrors } from '../../shared/form/schema';
import { basicsSchema, juryPost, juryWarning, payloadOf, type JuryForm } from './model';
import { parseStep, rankClass, scopesOf, type Competition } from './types';

const jury = (over: Partial<JuryForm> = {}): JuryForm => ({ type: 'JURY1', evalDefinitionId: '', title: '', users: [], ...over });

describe('competition wizard rules', () => {
  it('step 1: code pattern and bounds, title 3–120, summary 10–500, a life cycle', () => {
    const errors = formErrors(basicsSchema, { code: 'a b', title: 'ab', summary: 'short', lifecycle: null as unknown as string });
    expect(errors.code?.key).toBe('entity.validation.patternCampaign');
    expect(Object.keys(errors).sort()).toEqual(['code', 'lifecycle', 'summary', 'title']);
    expect(
      formErrors(basicsSchema, { code: 'ŞUBAT.2027', title: 'Winter', summary: 'Ideas for the cold months.', lifecycle: '3' }),
    ).toEqual({});
    expect(formErrors(basicsSchema, { code: 'ABC', title: 't'.repeat(121), summary: 's'.repeat(10), lifecycle: '3' })).toHaveProperty(
      'title',
    );
  });

  it('a jury names its first missing piece; an empty one is no jury', () => {
    expect(juryWarning(jury())).toBeNull();
    expect(juryWarning(jury({ title: 'Engineers' }))).toBe('competition.create.eval.message.evalNotNull');
    expect(juryWarning(jury({ evalDefinitionId: '4' }))).toBe('competitionJuryEval.juryTitleNotNull');
    expect(juryWarning(jury({ evalDefinitionId: '4', title: 'Engineers' }))).toBe('jurySelector.message.juryNotNull');
    expect(juryWarning(jury({ evalDefinitionId: '4', title: 'Engineers', users: [{ id: 7, login: 'content' }] }))).toBeNull();
  });

  it('the juryPost body is an indexed map', () => {
    expect(
      juryPost([jury({ evalDefinitionId: '4', title: ' Engineers ', users: [{ id: 7, login: 'content' }] }), jury({ type: 'JURY2' })]),
    ).toEqual({
      '0': { type: 'JURY1', evalDefinitionId: 4, title: 'Engineers', userPost: [7] },
      '1': { type: 'JURY2', evalDefinitionId: null, title: '', userPost: [] },
    });
  });

  it('the PUT body keeps what the server has and takes the changes', () => {
    const c = {
      id: 3,
      code: 'C-1',
      title: 'T',
      summary: 'S',
      body: '<p>b</p>',
      lifecycle: 9,
      accessLevel: 'PUBLIC',
      dateSubmissionEnd: null,
      targetOrganizations: [],
      targetUnits: [2],
    } as unknown as Competition;
    expect(payloadOf(c, { body: '<p>new</p>' })).toMatchObject({ id: 3, code: 'C-1', lifecycle: 9, body: '<p>new</p>', targetUnits: [2] });
  });

  it('steps, tabs and rank colours', () => {
    expect(parseStep('3')).toBe(3);
    expect(parseStep('7')).toBeNull();
    expect(parseStep('x')).toBeNull();
    expect(scopesOf('EVAL1')).toEqual(['info', 'ideas-manage', 'eval-report']);
    expect(scopesOf('COMPLETE')).toEqual(['info', 'eval-report']);
    expect([1, 2, 3, 4].map(rankClass)).toEqual(['inno-rank-gold', 'inno-rank-silver', 'inno-rank-bronze', 'inno-rank']);
  });
});
