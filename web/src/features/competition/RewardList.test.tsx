import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { initialSessionState } from '../../app/auth/sessionSlice';
import { renderWithProviders } from '../../test/render';
import { RewardList } from './RewardList';
import type { Reward } from './types';

const REWARDS: Reward[] = [
  {
    id: 1,
    competitionId: 7,
    rank: 1,
    reward: 'A weekend trip',
    isPoint: true,
    points: 100,
    winner: { ideaId: 42, code: 'IDEA-42', title: 'Heat recovery', owners: [{ id: 5, fullName: 'Umut User' }] },
  },
  { id: 2, competitionId: 7, rank: 2, reward: 'Dinner', isPoint: false, points: 0, winner: null },
  { id: 3, competitionId: 7, rank: 3, reward: 'A book', isPoint: false, points: 0, winner: null },
  { id: 4, competitionId: 7, rank: 4, reward: 'A mug', isPoint: false, points: 0, winner: null },
];

const as = (id: number) => ({
  preloadedState: {
    authentication: {
      ...initialSessionState,
      account: {
        id,
        login: 'user',
        firstName: 'Umut',
        lastName: 'User',
        email: 'u@x',
        langKey: 'en',
        activated: true,
        authorities: ['ROLE_USER'],
      },
    },
  },
});

describe('RewardList', () => {
  it('shows each rank in its colour with the reward and points; before COMPLETE no winner', () => {
    renderWithProviders(<RewardList rewards={REWARDS} given={false} testId="r" />, as(5));
    const classes = [1, 2, 3, 4].map((n) => screen.getByTestId(`r-${n}`).querySelector('.badge')?.className);
    expect(classes).toEqual([
      expect.stringContaining('inno-rank-gold'),
      expect.stringContaining('inno-rank-silver'),
      expect.stringContaining('inno-rank-bronze'),
      'badge rounded-pill me-2 inno-rank',
    ]);
    expect(screen.getByTestId('r-1')).toHaveTextContent('A weekend trip · 100 points');
    expect(screen.queryByTestId('competition-reward-winner')).toBeNull();
  });

  it('once given: the winning idea linked, its owners, "your idea" for its owner, and the ranks no idea reached', () => {
    renderWithProviders(<RewardList rewards={REWARDS} given testId="r" />, as(5));
    const first = screen.getByTestId('r-1');
    expect(within(first).getByRole('link', { name: 'IDEA-42 – Heat recovery' })).toHaveAttribute('href', '/contribution/view/42');
    expect(first).toHaveTextContent('Winning idea: IDEA-42 – Heat recovery (owners: Umut User)Your idea');
    expect(screen.getByTestId('r-2')).toHaveTextContent('No idea reached this rank.');
  });

  it('another user sees no "your idea"; a compact list names the idea without a link', () => {
    renderWithProviders(<RewardList rewards={REWARDS.slice(0, 1)} given compact testId="r" />, as(9));
    expect(screen.queryByTestId('competition-reward-yours')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('r-1')).toHaveTextContent('IDEA-42 – Heat recovery');
  });
});
