import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { installApiNotifications } from '../../app/notifications/toasts';
import { stubFetch } from '../../test/fetch';
import { CampaignDeletePage } from './CampaignDeletePage';
import { campaign, renderAt } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('CampaignDeletePage', () => {
  it('asks, deletes and goes to /campaign', async () => {
    const calls = stubFetch({ 'GET /api/v3/campaigns/7/update': { body: campaign() }, 'DELETE /api/v3/campaigns/7': { status: 204 } });
    renderAt('/campaign/7/delete', '/campaign/:id/delete', <CampaignDeletePage />);
    expect(await screen.findByTestId('campaign-delete-question')).toHaveTextContent('Delete the campaign "Green office"?');
    fireEvent.click(screen.getByTestId('campaign-delete-confirm'));
    await waitFor(() => expect(screen.getByTestId('path-probe')).toHaveTextContent(/^\/campaign$/));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('a campaign with contributions stays, and the refusal is explained', async () => {
    const error = vi.spyOn(toast, 'error');
    const uninstall = installApiNotifications({ onClearAuth: () => undefined });
    try {
      stubFetch({
        'GET /api/v3/campaigns/7/update': { body: campaign() },
        'DELETE /api/v3/campaigns/7': {
          status: 400,
          body: { status: 400, message: 'error.campaignInUse', errorKey: 'campaignInUse', params: { contributions: 2 } },
        },
      });
      renderAt('/campaign/7/delete', '/campaign/:id/delete', <CampaignDeletePage />);
      fireEvent.click(await screen.findByTestId('campaign-delete-confirm'));
      await waitFor(() =>
        expect(error).toHaveBeenCalledWith(
          'Contributions were sent to this campaign, so it cannot be deleted. Archive it instead.',
          expect.anything(),
        ),
      );
      expect(screen.getByTestId('campaign-delete-confirm')).toBeEnabled();
      expect(screen.queryByTestId('path-probe')).toBeNull();
    } finally {
      uninstall();
    }
  });
});
