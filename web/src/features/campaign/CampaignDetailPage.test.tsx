import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { stubFetch } from '../../test/fetch';
import { CampaignDetailPage } from './CampaignDetailPage';
import { campaign, renderAt, state, USER } from './testing';

afterEach(() => vi.unstubAllGlobals());

const open = (route: string, preloaded = state(USER)) => renderAt(route, '/campaign/:id', <CampaignDetailPage />, preloaded);

describe('CampaignDetailPage', () => {
  it('shows banner, code and title, dates, state, countdown, the sanitized body and the submit link bound to the campaign', async () => {
    const c = campaign();
    stubFetch({ 'GET /api/v3/campaigns/7': { body: c } });
    open('/campaign/7');
    expect(await screen.findByTestId('campaign-detail-title')).toHaveTextContent('Green office');
    expect(screen.getByTestId('campaign-detail-code')).toHaveTextContent('GREEN-25');
    expect(screen.getByTestId('campaign-detail-banner')).toHaveAttribute('src', '/api/v3/content-images/campaign-7/abc.jpg');
    expect(screen.getByTestId('campaign-detail-state')).toHaveTextContent('Published');
    expect(screen.getByTestId('campaign-detail-start').textContent).not.toBe('');
    expect(screen.getByTestId('campaign-detail-end').textContent).not.toBe('');
    expect(screen.queryByTestId('campaign-detail-terminated')).toBeNull();
    expect(screen.getByTestId('campaign-detail-countdown-days')).toHaveTextContent(/^[23]$/);
    expect(screen.getByTestId('campaign-detail-body').innerHTML).toBe('<p>Send us your <b>ideas</b></p>');
    const submit = screen.getByTestId('campaign-submit');
    expect(submit).toHaveTextContent('Submit a suggestion');
    expect(submit).toHaveAttribute('href', '/contribution/SUGGESTION/null?campaignId=7');
    // the page's metadata carries the summary, cut at 160 characters
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(c.summary));
  });

  it('cuts the summary in the metadata at 160 characters and puts the page description back afterwards', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Inno';
    document.head.appendChild(meta);
    try {
      stubFetch({ 'GET /api/v3/campaigns/7': { body: campaign({ summary: 'a'.repeat(300) }) } });
      const { unmount } = open('/campaign/7');
      await screen.findByTestId('campaign-detail-title');
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      // the description is set by an effect, which may run just after the title shows
      await waitFor(() => expect(meta.content).toBe(`${'a'.repeat(160)}…`));
      unmount();
      expect(meta.content).toBe('Inno');
    } finally {
      meta.remove();
    }
  });

  it('a visitor clicking submit is warned to sign in first', async () => {
    const info = vi.spyOn(toast, 'info');
    stubFetch({ 'GET /api/v3/campaigns/7': { body: campaign({ canSubmit: false }) } });
    open('/campaign/7', state(null));
    fireEvent.click(await screen.findByTestId('campaign-submit'));
    // toasts arrive once react-toastify has loaded (app/notifications/toaster.ts)
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        'You must sign in first. You will be taken to the sign-in page in a few seconds.',
        expect.objectContaining({ toastId: 'warn.mustLoginMessage' }),
      ),
    );
  });

  it('a terminated campaign shows its termination date, no countdown and no submit button', async () => {
    stubFetch({
      'GET /api/v3/campaigns/7': {
        body: campaign({ publishState: 'TERMINATED', dateSubmissionTerminated: new Date(Date.now() - 1000).toISOString() }),
      },
    });
    open('/campaign/7');
    expect(await screen.findByTestId('campaign-detail-state')).toHaveTextContent('Terminated');
    expect(screen.getByText('Terminated on')).toBeInTheDocument();
    expect(screen.getByTestId('campaign-detail-terminated').textContent).not.toBe('');
    expect(screen.queryByTestId('campaign-detail-countdown')).toBeNull();
    expect(screen.queryByTestId('campaign-submit')).toBeNull();
    expect(screen.getByTestId('campaign-detail-closed')).toHaveTextContent('Submissions are closed');
  });

  it('a user the campaign is not open to sees no submit button', async () => {
    stubFetch({ 'GET /api/v3/campaigns/7': { body: campaign({ canSubmit: false }) } });
    open('/campaign/7');
    await screen.findByTestId('campaign-detail-countdown');
    expect(screen.queryByTestId('campaign-submit')).toBeNull();
  });

  it('an unknown or hidden campaign is not found', async () => {
    stubFetch({ 'GET /api/v3/campaigns/8': { status: 404, body: { status: 404 } } });
    open('/campaign/8');
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    open('/campaign/abc');
    await waitFor(() => expect(screen.getAllByTestId('not-found-page')).toHaveLength(2));
  });
});
