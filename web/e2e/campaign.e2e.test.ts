/**
 * Campaigns as the people involved use them (issue 6): the demo campaign author (`campaign`)
 * creates a campaign with a dropped banner and publishes it with the announcement mail; the
 * demo `user` gets the mail, sees the campaign on the home slider with its countdown and submits
 * a suggestion to it; a visitor is asked to sign in first; the author terminates the campaign,
 * which moves to the closed slider, and archives it from the manage list. The tests share one
 * server and run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { asUser, launch } from './browser';
import { dropBanner, localInput, png, toast } from './fixtures';
import { waitForMail } from './mail';

let browser: Browser;
let campaignId = 0;
const STAMP = Date.now().toString(36).slice(-5).toUpperCase();
const CODE = `YEŞİL-${STAMP}`;
const TITLE = `Greener workplaces ${STAMP}`;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('campaigns', () => {
  it('the campaign author creates a campaign, drops a banner and publishes it with the e-mail', async () => {
    await asUser(browser, 'campaign', async (page) => {
      await page.getByTestId('nav-admin-menu').click();
      await page.getByTestId('nav-item-campaign-manage').click();
      await page.waitForURL(/\/campaign\/manage$/);
      await page.getByTestId('campaign-create').click();
      await page.waitForURL(/\/campaign\/new$/);

      // the field rules hold before anything is sent
      await page.getByTestId('campaign-code').fill('a b');
      await page.getByTestId('campaign-action-CREATE').click();
      await expect(page.getByTestId('campaign-code-error').textContent()).resolves.toBe('Use 3 to 16 letters, digits, dots or hyphens.');

      await page.getByTestId('campaign-code').fill(CODE);
      await page.getByTestId('campaign-title').fill(TITLE);
      await page.getByTestId('campaign-summary').fill('Ideas that make our offices and plants use less energy, water and paper.');
      await expect(page.getByTestId('campaign-type-SUGGESTION').isChecked()).resolves.toBe(true);
      await page.getByTestId('campaign-access-PUBLIC').check();
      await page.getByTestId('campaign-end').fill(localInput(5));
      await page.getByTestId('campaign-action-CREATE').click();
      await expect(page.getByTestId('campaign-approve-dialog-question').textContent()).resolves.toBe('Do you want to save the campaign?');
      await page.getByTestId('campaign-approve-dialog-confirm').click();
      await page.waitForURL(/\/campaign\/\d+\/edit$/);
      campaignId = Number(/\/campaign\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]);
      expect(campaignId).toBeGreaterThan(0);
      await expect(page.getByTestId('campaign-form-state').textContent()).resolves.toBe('Draft');

      await expect(page.getByTestId('banner-hint').textContent()).resolves.toContain('16:9');
      await dropBanner(page, png(1280, 720), 'green.png');
      await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('[data-testid="banner-preview"]')?.naturalWidth ?? 0) > 0);
      // the preview is the server's generated one (480 px wide)
      await expect(
        page.getByTestId('banner-preview').evaluate((img: HTMLImageElement) => [img.src.includes('-preview'), img.naturalWidth]),
      ).resolves.toEqual([true, 480]);

      await page.getByTestId('campaign-body-content').click();
      await page.keyboard.type('Send us your ideas for a greener workplace.');

      // publishing needs a target
      await page.getByTestId('campaign-action-PUBLISH').click();
      // (the server's own text of error.targetUnitValidation is laid over the built-in one)
      await toast(page, 'Choose at least one');
      await page.locator('[data-testid="campaign-targets-node"][data-title="Inno Holding"]').check();
      await page.getByTestId('campaign-action-PUBLISH').click();
      await expect(page.getByTestId('campaign-approve-dialog-question').textContent()).resolves.toBe(
        'Do you want to change the campaign\'s state to "Published"?',
      );
      await page.getByTestId('campaign-approve-dialog-send-email').check();
      await page.getByTestId('campaign-approve-dialog-confirm').click();
      await page.waitForURL(/\/campaign\/manage$/);
      const row = page.getByTestId(`campaign-row-${campaignId}`);
      await expect(row.getByTestId('campaign-row-state').textContent()).resolves.toBe('Published');
      await expect(row.getByTestId('campaign-row-author').textContent()).resolves.toBe('Kaan Campaign');
      await expect(row.getByTestId(`campaign-edit-${campaignId}`).isVisible()).resolves.toBe(true);
      await expect(row.getByTestId(`campaign-archive-${campaignId}`).count()).resolves.toBe(0);
    });

    const mail = await waitForMail('user@inno.example', `New: ${TITLE}`);
    expect(mail.text).toContain(`/campaign/${campaignId}`);
  });

  it('a user sees it on the home slider with a ticking countdown and submits a suggestion to it', async () => {
    await asUser(browser, 'user', async (page) => {
      const slide = page.getByTestId('home-open-campaigns').getByTestId(`home-campaign-${campaignId}`);
      await slide.waitFor();
      await expect(slide.getByTestId('campaign-card-link').textContent()).resolves.toBe(TITLE);
      const seconds = slide.getByTestId('campaign-card-countdown-seconds');
      const before = await seconds.textContent();
      await page.waitForFunction(
        ({ id, s }) =>
          document.querySelector(`[data-testid="home-campaign-${id}"] [data-testid="campaign-card-countdown-seconds"]`)?.textContent !== s,
        { id: campaignId, s: before },
      );
      await expect(slide.getByTestId('campaign-card-countdown-days').textContent()).resolves.toMatch(/^[45]$/);

      await slide.getByTestId('campaign-card-link').click();
      await page.waitForURL(new RegExp(`/campaign/${campaignId}$`));
      await expect(page.getByTestId('campaign-detail-code').textContent()).resolves.toBe(CODE);
      await expect(page.getByTestId('campaign-detail-state').textContent()).resolves.toBe('Published');
      await page.waitForFunction(
        () => (document.querySelector<HTMLImageElement>('[data-testid="campaign-detail-banner"]')?.naturalWidth ?? 0) === 1280,
      );
      await expect(page.getByTestId('campaign-detail-body').textContent()).resolves.toContain('greener workplace');
      await page.getByTestId('campaign-detail-countdown').waitFor();

      await page.getByTestId('campaign-submit').click();
      await page.waitForURL(new RegExp(`/contribution/SUGGESTION/${campaignId}/\\d+/edit$`));
      await page.waitForFunction(
        (id) => document.querySelector<HTMLSelectElement>('[data-testid="contribution-campaign"]')?.value === String(id),
        campaignId,
      );
      await page.getByTestId('contribution-title').fill(`Motion sensors for the lights ${STAMP}`);
      await page
        .getByTestId('contribution-summary')
        .fill('Meeting rooms stay lit all day. Motion sensors would switch the lights off when nobody is there.');
      await page.getByTestId('contribution-submit').click();
      await page.waitForURL(/\/contribution\/view\/\d+$/);
      await page.getByTestId('contribution-detail-title').waitFor();
      // the suggestion belongs to the campaign
      const contributionId = Number(/\/view\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
      const detail = await page.evaluate(async (id) => {
        const token = localStorage.getItem('inno-token') ?? sessionStorage.getItem('inno-token');
        const res = await fetch(`/api/v3/contributions/${id}?langkey=en`, { headers: { Authorization: `Bearer ${token}` } });
        return (await res.json()) as { campaignId: number | null; contributionType: string };
      }, contributionId);
      expect(detail).toMatchObject({ campaignId, contributionType: 'SUGGESTION' });
    });
  });

  it('a visitor sees the campaign and is asked to sign in before submitting', async () => {
    await asUser(browser, null, async (page) => {
      await page.goto(`/campaign/${campaignId}`);
      await page.getByTestId('campaign-submit').click();
      await toast(page, 'You must sign in first.');
      await page.waitForURL(/\/login$/, { timeout: 10_000 });
      // the sign-in dialog is shown (its fade-in begun), so the end-of-test axe check waits for it
      await page.locator('.modal.show').waitFor();
    });
  });

  it('the author terminates it and it moves to the closed slider', async () => {
    await asUser(browser, 'campaign', async (page) => {
      await page.goto('/campaign/manage?page=1');
      await page.getByTestId(`campaign-edit-${campaignId}`).click();
      await page.waitForURL(new RegExp(`/campaign/${campaignId}/edit\\?page=1$`));
      await expect(page.getByTestId('campaign-action-COMPLETE').count()).resolves.toBe(0);
      await page.getByTestId('campaign-action-TERMINATE').click();
      await expect(page.getByTestId('campaign-approve-dialog-question').textContent()).resolves.toBe(
        'Do you want to change the campaign\'s state to "Terminated"?',
      );
      await expect(page.getByTestId('campaign-approve-dialog-info').textContent()).resolves.toContain('no more suggestions can be sent');
      await page.getByTestId('campaign-approve-dialog-confirm').click();
      // back to the manage list with its query string
      await page.waitForURL(/\/campaign\/manage\?page=1$/);
      const row = page.getByTestId(`campaign-row-${campaignId}`);
      await expect(row.getByTestId('campaign-row-state').textContent()).resolves.toBe('Terminated');
      await expect(row.getByTestId(`campaign-edit-${campaignId}`).count()).resolves.toBe(0);
      await row.getByTestId(`campaign-archive-${campaignId}`).waitFor();
    });

    await asUser(browser, 'user', async (page) => {
      const closed = page.getByTestId('home-closed-campaigns');
      await closed.getByTestId(`home-campaign-${campaignId}`).waitFor();
      await expect(closed.getByTestId(`home-campaign-${campaignId}`).getByTestId('campaign-card-state').textContent()).resolves.toBe(
        'Terminated',
      );
      await expect(page.locator(`[data-testid="home-open-campaigns"] [data-testid="home-campaign-${campaignId}"]`).count()).resolves.toBe(
        0,
      );
      await page.goto(`/campaign/${campaignId}`);
      await page.getByTestId('campaign-detail-terminated').waitFor();
      await expect(page.getByTestId('campaign-submit').count()).resolves.toBe(0);
    });
  });

  it('the author archives it from the manage list after confirming', async () => {
    await asUser(browser, 'campaign', async (page) => {
      await page.goto('/campaign/manage');
      await page.getByTestId(`campaign-archive-${campaignId}`).click();
      await expect(page.getByTestId('campaign-approve-dialog-info').textContent()).resolves.toContain('no longer listed anywhere');
      await page.getByTestId('campaign-approve-dialog-confirm').click();
      const row = page.getByTestId(`campaign-row-${campaignId}`);
      await page.waitForFunction(
        (id) => document.querySelector(`[data-testid="campaign-row-${id}"] [data-testid="campaign-row-state"]`)?.textContent === 'Archived',
        campaignId,
      );
      await expect(row.getByTestId(`campaign-archive-${campaignId}`).count()).resolves.toBe(0);
      await expect(row.getByTestId(`campaign-edit-${campaignId}`).count()).resolves.toBe(0);
    });
  });
});
