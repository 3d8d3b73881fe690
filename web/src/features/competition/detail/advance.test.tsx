import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import type { Competition, Idea, PossibleIdeaState } from '../types';
import { changedIdeas, inPlayCount } from './advance';
import { IdeasManageTab } from './IdeasManageTab';

afterEach(() => vi.unstubAllGlobals());

const state = (id: number, code: string, stateType: PossibleIdeaState['stateType']): PossibleIdeaState => ({
  id,
  code,
  stateType,
  nextCompetitionState: 'EVAL1',
  stateDefinitionList: [{ language: 'en', name: code === 'IN_EVALUATION' ? 'In evaluation' : 'Rejected' }],
});
const STATES = [state(11, 'IN_EVALUATION', 'EVALUATION'), state(19, 'REJECTED', 'REJECTION')];

const idea = (id: number, stateType: Idea['stateType'] = 'SUBMITTED'): Idea => ({
  id,
  code: `IDEA-${id}`,
  title: `Idea ${id}`,
  bannerPreview: null,
  stateId: 2,
  stateLabel: 'Submitted',
  stateType,
  evalAvarage: -1,
  participantCount: 1,
  possibleRewardId: null,
  possibleRewardLabel: '',
  rewardId: null,
  rewardLabel: '',
  owners: ['Umut User'],
  tags: [],
  dateSubmitted: '2026-01-05T10:00:00Z',
  dateUpdated: '2026-01-05T10:00:00Z',
});

const competition = (over: Partial<Competition> = {}) =>
  ({
    id: 7,
    competitionState: 'ANNOUNCED',
    stateIdeaCount: [
      { stateId: 2, ideaCount: 4998, stateType: 'SUBMITTED', stateName: 'Submitted' },
      { stateId: 19, ideaCount: 2, stateType: 'REJECTION', stateName: 'Rejected' },
    ],
    ...over,
  }) as Competition;

describe('the ideas-manage list', () => {
  it('shows for each idea the participants, tags, the reward its rank would give and the one given, and both dates', async () => {
    stubFetch({
      'GET /api/v3/contributions/get-ideas/7/en': {
        body: [
          {
            ...idea(1, 'EVALUATION'),
            evalAvarage: 87.5,
            participantCount: 3,
            tags: ['energy', 'water'],
            possibleRewardLabel: 'A weekend trip',
            rewardLabel: 'Dinner',
          },
        ],
        headers: { 'x-total-count': '1' },
      },
      'GET /api/v3/competitions/possible-life-cycle-states/7': { body: [] },
    });
    renderWithProviders(<IdeasManageTab competition={competition()} />);
    const row = await screen.findByTestId('competition-idea-1');
    expect(within(row).getByTestId('competition-idea-score')).toHaveTextContent('87.5');
    expect(within(row).getByTestId('competition-idea-participants')).toHaveTextContent('3');
    expect(within(row).getByTestId('competition-idea-tags')).toHaveTextContent('Tags: energy, water');
    expect(within(row).getByTestId('competition-idea-possible-reward')).toHaveTextContent('By rank: A weekend trip');
    expect(within(row).getByTestId('competition-idea-reward')).toHaveTextContent('Given: Dinner');
    expect(row).toHaveTextContent(/Submitted .+Updated /);
    for (const name of ['Participants', 'Reward', 'Dates']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
  });
});

describe('the state advance', () => {
  it('lists only the ideas given another state than the default', () => {
    expect(changedIdeas({}, STATES)).toEqual([]);
    expect(changedIdeas({ 5: 11, 6: 19, 8: 11 }, STATES)).toEqual([{ ideaId: 6, newLifeCycleStateId: 19 }]);
    expect(inPlayCount(competition())).toBe(4998);
  });

  it('sends the changed ideas only, whatever the number of ideas, and keeps choices across pages', async () => {
    const calls = stubFetch({
      'GET /api/v3/contributions/get-ideas/7/en': ({ url }) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        const items = page === 0 ? [idea(1), idea(2), idea(3, 'REJECTION')] : [idea(4)];
        return { body: items, headers: { 'x-total-count': '5000' } };
      },
      'GET /api/v3/competitions/possible-life-cycle-states/7': { body: STATES },
      'PUT /api/v3/competitions/update-competition-state': { body: competition({ competitionState: 'EVAL1' }) },
    });
    renderWithProviders(<IdeasManageTab competition={competition()} />);
    const first = await screen.findByTestId('competition-advance-1');
    expect(screen.queryByTestId('competition-advance-3')).toBeNull(); // a rejected idea stays
    expect(screen.getByTestId('competition-advance-summary')).toHaveTextContent('4998 ideas in play: 0 given another state');
    fireEvent.change(first, { target: { value: '19' } });
    fireEvent.change(screen.getByTestId('competition-advance-2'), { target: { value: '19' } });
    fireEvent.change(screen.getByTestId('competition-advance-2'), { target: { value: '11' } }); // back to the default
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByTestId('competition-advance-4'), { target: { value: '19' } });
    expect(screen.getByTestId('competition-advance-summary')).toHaveTextContent(
      '2 given another state, the others move to “In evaluation”',
    );
    fireEvent.click(screen.getByTestId('competition-advance-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      competitionId: 7,
      newCompetitionState: 'EVAL1',
      newIdeaStates: [
        { ideaId: 1, newLifeCycleStateId: 19 },
        { ideaId: 4, newLifeCycleStateId: 19 },
      ],
    });
    // no request asked for more than a page of ideas
    expect(
      calls.filter((c) => c.path.includes('get-ideas')).every((c) => new URL(c.url, 'http://x').searchParams.get('size') === '10'),
    ).toBe(true);
  });
});
