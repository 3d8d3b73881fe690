import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { extraInput } from '../../contributionAdmin/testing';
import type { Competition } from '../types';
import { StepInputs } from './StepInputs';
import { fakeDataTransfer } from '../../../test/drag';

afterEach(() => vi.unstubAllGlobals());

const input = (id: number, listOrder: number) => extraInput(id, listOrder, { source: 'IDEA', competitionId: 5 });

describe('the wizard step of the extra inputs', () => {
  it('reorders the inputs by drag and drop as by the arrows (update-order)', async () => {
    const calls = stubFetch({
      'GET /api/v3/extra-inputs/competition/5': { body: [input(2, 2), input(1, 1), input(3, 3)], headers: { 'x-total-count': '3' } },
      'POST /api/v3/extra-inputs/IDEA/update-order': { body: [] },
    });
    renderWithProviders(<StepInputs competition={{ id: 5 } as Competition} />);
    await screen.findByTestId('competition-input-3');
    expect(screen.getByText(/Drag a card/)).toBeInTheDocument();
    const { data, dataTransfer } = fakeDataTransfer();
    fireEvent.dragStart(screen.getByTestId('competition-input-3'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('competition-input-1'), { dataTransfer });
    expect(screen.getByTestId('competition-input-1')).toHaveClass('border-primary');
    fireEvent.drop(screen.getByTestId('competition-input-1'), { dataTransfer });
    const orders = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/v3/extra-inputs/IDEA/update-order');
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(data.get('text/plain')).toBe('3');
    expect(orders()[0].body).toEqual([
      { id: 3, listOrder: 1 },
      { id: 1, listOrder: 2 },
      { id: 2, listOrder: 3 },
    ]);
    // a drop on the card it started from moves nothing
    fireEvent.dragStart(screen.getByTestId('competition-input-2'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('competition-input-2'), { dataTransfer });
    expect(orders()).toHaveLength(1);
  });
});
