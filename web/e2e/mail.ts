/** The mailcatcher's HTTP API (started by globalSetup): what the server mailed. */
import { inject } from 'vitest';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  at: string;
}

export function mailURL(): string {
  return inject('mailURL');
}

export async function allMail(): Promise<CaughtMail[]> {
  const res = await fetch(`${mailURL()}/messages`);
  if (!res.ok) throw new Error(`mailcatcher answered ${res.status}`);
  return ((await res.json()) as CaughtMail[] | null) ?? [];
}

export async function clearMail(): Promise<void> {
  await fetch(`${mailURL()}/messages`, { method: 'DELETE' });
}

/** Polls until a message to `to` whose subject contains `subject` arrives (newest first). */
export async function waitForMail(to: string, subject: string, timeoutMs = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await allMail())
      .reverse()
      .find((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()) && m.subject.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await allMail()).map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ');
      throw new Error(`no mail to ${to} with "${subject}" within ${timeoutMs} ms (received: ${seen || 'nothing'})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in a mail's text that starts with `prefix` (e.g. `${baseURL}/account/activate`). */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return link;
}
