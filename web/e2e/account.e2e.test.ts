import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launch, newPage, signIn } from './browser';
import { clearMail, linkIn, waitForMail, type CaughtMail } from './mail';
import { base32Decode, hotp, totp, TotpSequence } from './totp';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  await clearMail();
});

afterAll(async () => {
  await browser?.close();
});

async function withPage(fn: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser);
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((u) => u.pathname === path);
}

/** A success toast with this text. */
async function toast(page: Page, text: string) {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor({ state: 'visible' });
}

async function signOut(page: Page) {
  await page.goto('/logout');
  await page.getByTestId('nav-login').waitFor({ state: 'visible' });
}

/** Mails kept for the unsubscribe test. */
const received: CaughtMail[] = [];

describe('TOTP helper', () => {
  it('matches the RFC 6238 SHA-1 test vectors (6 digits)', () => {
    // secret "12345678901234567890" = GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1_111_111_109_000)).toBe('081804');
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
  });
});

describe('accounts', () => {
  it('registers through the form, activates from the mail link and signs in', async () => {
    const email = `e2e.${Date.now()}@example.com`;
    const password = 'Register-1';
    await withPage(async (page) => {
      await page.goto('/');
      await page.getByTestId('nav-register').click();
      await waitForPath(page, '/account/register');
      await page.getByTestId('register-page').waitFor();

      // an empty form shows the rule messages and the validation toast
      await page.getByTestId('register-submit').click();
      await toast(page, 'Please correct the marked fields.');
      await expect(page.getByTestId('firstName-error').textContent()).resolves.toBe('This field is required.');

      await page.getByTestId('firstName').fill('Eda');
      await page.getByTestId('lastName').fill('Tester');
      await page.getByTestId('email').fill(email);
      await page.getByTestId('phone').fill('5321234567');
      await expect(page.getByTestId('phone').inputValue()).resolves.toBe('532-123-45-67');
      await page.getByTestId('educationLevel').selectOption('BACHELOR');
      await page.getByTestId('company').fill('Example Ltd');
      await page.getByTestId('department').fill('R&D');
      await page.getByTestId('position').fill('Engineer');
      await page.getByTestId('password').fill(password);
      await page.getByTestId('secondPassword').fill(password);
      await page.getByTestId('captchaAnswer-image').waitFor();
      await page.getByTestId('captchaAnswer').fill('e2e');
      await page.getByTestId('termsAccepted').check();
      await page.getByTestId('privacyAccepted').check();
      await page.getByTestId('register-submit').click();
      await toast(page, 'Registration saved! Please check your e-mail for confirmation.');
      await waitForPath(page, '/');

      const mail = await waitForMail(email, 'Activate');
      received.push(mail);
      const link = linkIn(mail, `${baseURL()}/account/activate?key=`);
      await page.goto(link);
      await page.getByTestId('activate-success').waitFor();
      await expect(page.getByText('Your user account has been activated.').isVisible()).resolves.toBe(true);

      await page.getByTestId('activate-login').click();
      await waitForPath(page, '/login');
      await page.getByTestId('login-dialog').waitFor({ state: 'visible' });
      await signIn(page, email, password);
      await page.getByTestId('nav-account-menu').click();
      await page.getByTestId('nav-item-settings').waitFor({ state: 'visible' });
    });
  });

  it('a used activation key shows the failure text', async () => {
    await withPage(async (page) => {
      await page.goto('/account/activateUser/not-a-real-key');
      await page.getByTestId('activate-error').waitFor();
      await expect(
        page.getByText('Your user could not be activated. Please use the registration form to sign up.').isVisible(),
      ).resolves.toBe(true);
    });
  });

  it('resets the password of "user" from the mailed link and signs in with the new one', async () => {
    const newPassword = 'N3w-Passw0rd!';
    await withPage(async (page) => {
      await page.goto('/login');
      await page.getByTestId('login-forgot').click();
      await waitForPath(page, '/account/reset/request');
      await page.getByTestId('emailOrUsername').fill('user');
      await page.getByTestId('captchaAnswer-image').waitFor();
      await page.getByTestId('captchaAnswer').fill('e2e');
      await page.getByTestId('reset-request-submit').click();
      await toast(page, 'Check your e-mails for details on how to reset your password.');
      await page.getByTestId('reset-request-success').waitFor();

      const mail = await waitForMail('user@inno.example', 'Reset');
      const link = linkIn(mail, `${baseURL()}/account/reset/finish?key=`);
      await page.goto(link);
      await page.getByTestId('reset-finish-form').waitFor();
      // the strong rule is enforced on the page
      await page.getByTestId('newPassword').fill('weakpass');
      await page.getByTestId('confirmPassword').fill('weakpass');
      await page.getByTestId('reset-finish-submit').click();
      await page.getByText('The password needs at least 8 characters', { exact: false }).first().waitFor();

      await page.getByTestId('newPassword').fill(newPassword);
      await page.getByTestId('confirmPassword').fill(newPassword);
      await page.getByTestId('reset-finish-submit').click();
      await toast(page, 'Your password has been reset. Please sign in.');
      await waitForPath(page, '/login');
      await page.getByTestId('login-dialog').waitFor({ state: 'visible' });
      await signIn(page, 'user', newPassword);

      // the key is single-use
      await page.goto(link);
      await page.getByTestId('reset-finish-invalid').waitFor();

      // put the demo password back through the settings page (other specs sign in as user/user)
      await page.goto('/account/settings');
      await page.getByTestId('password-currentPassword').fill(newPassword);
      await page.getByTestId('password-newPassword').fill('user');
      await page.getByTestId('password-confirmPassword').fill('user');
      await page.getByTestId('password-submit').click();
      await toast(page, 'Password changed!');
      await signOut(page);
      await signIn(page, 'user', 'user');
    });
  });

  it('sets up two-factor sign-in, then signs in with a TOTP code', async () => {
    await withPage(async (page) => {
      await page.goto('/login');
      await page.getByTestId('login-dialog').waitFor({ state: 'visible' });
      await signIn(page, 'external', 'external');
      await page.goto('/account/settings');
      await page.getByTestId('two-factor-setup').click();
      const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);
      expect(await page.getByTestId('two-factor-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      const codes = new TotpSequence(secret);
      await page.getByTestId('two-factor-code').fill(await codes.next());
      await page.getByTestId('two-factor-enable').click();
      await toast(page, 'Two-factor sign-in is now on.');
      await page.waitForSelector('[data-testid="two-factor-section"][data-enabled="true"]');

      await signOut(page);
      await page.getByTestId('nav-login').click();
      await page.getByTestId('login-username').fill('external');
      await page.getByTestId('login-password').fill('external');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-two-factor').waitFor();
      await expect(page.getByTestId('login-info').textContent()).resolves.toBe('Enter two factor authentication code!');
      await page.getByTestId('login-two-factor').fill(await codes.next());
      await page.getByTestId('login-submit').click();
      await page.getByTestId('nav-account-menu').waitFor();

      // switch it off again
      await page.goto('/account/settings');
      await page.waitForSelector('[data-testid="two-factor-section"][data-enabled="true"]');
      await page.getByTestId('two-factor-code').fill(await codes.next());
      await page.getByTestId('two-factor-disable').click();
      await page.waitForSelector('[data-testid="two-factor-section"][data-enabled="false"]');
    });
  });

  it('sends the contact form and the administrators get the mail', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await page.getByTestId('nav-contact').click();
      await waitForPath(page, '/contact');
      await page.getByTestId('contact-name').fill('  E2E Visitor  ');
      await page.getByTestId('contact-email').fill('visitor@example.com');
      await page.getByTestId('contact-phone').fill('+90 532 000 00 00');
      await page.getByTestId('contact-company').fill('Visitors Inc');
      await page.getByTestId('contact-subject').fill('Hello from the browser test');
      await page.getByTestId('contact-message').fill('I would like to know more about Inno.');
      await expect(page.getByTestId('contact-message-counter').textContent()).resolves.toBe('37/1000');
      await page.getByTestId('contact-captchaAnswer-image').waitFor();
      await page.getByTestId('contact-captchaAnswer').fill('e2e');
      await page.getByTestId('contact-terms').check();
      await page.getByTestId('contact-submit').click();
      await toast(page, 'Your message has been sent. Thank you!');
      await page.getByTestId('contact-sent').waitFor();

      const mail = await waitForMail('admin@inno.example', 'Contact form');
      expect(mail.subject).toContain('E2E Visitor');
      expect(mail.text).toContain('I would like to know more about Inno.');
      expect(mail.text).toMatch(/Name: E2E Visitor\r?\n/);
      received.push(mail);
    });
  });

  it('opens the unsubscribe link of a received mail', async () => {
    const mail = received[0] ?? (await waitForMail('admin@inno.example', 'Contact form'));
    const link = linkIn(mail, `${baseURL()}/unsubscribe-email/`);
    await withPage(async (page) => {
      await page.goto(link);
      await page.getByTestId('unsubscribe-message').waitFor();
      await expect(page.getByTestId('unsubscribe-message').textContent()).resolves.toContain(
        'You will no longer receive notification e-mails',
      );

      await page.goto('/unsubscribe-email/no-such-token');
      await expect(page.getByTestId('unsubscribe-error-title').textContent()).resolves.toBe('The page does not exist.');
      await expect(page.getByTestId('unsubscribe-error').textContent()).resolves.toBe('This unsubscribe link is not valid.');
      // the theme's danger colour ($inno-danger #b91c1c, docs/design.md)
      await expect(page.getByTestId('unsubscribe-error').evaluate((el) => getComputedStyle(el).color)).resolves.toBe('rgb(185, 28, 28)');
    });
  });
});
