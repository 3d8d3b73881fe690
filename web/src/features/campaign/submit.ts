/** The campaign's submit button (spec 001 §2, §6). */
import type { AppConfig } from '../../app/config/configSlice';
import { canSubmit, type MenuAccount } from '../../app/layout/menuRules';
import { isSubmissionOpen } from './stateMachine';
import type { Campaign } from './types';

/**
 * 'login' for a visitor while submission is open (clicking warns warn.mustLoginMessage and goes
 * to sign-in); 'submit' when the server's canSubmit and the module's submit setting allow the
 * signed-in user; 'hidden' otherwise.
 */
export function submitButton(c: Campaign, account: MenuAccount | null, config: AppConfig, now: number): 'login' | 'submit' | 'hidden' {
  if (!isSubmissionOpen(c, now)) return 'hidden';
  if (!account) return 'login';
  return c.canSubmit && canSubmit(c.campaignType, account, config) ? 'submit' : 'hidden';
}

/** Starts a contribution of the campaign's type bound to the campaign. */
export function submitPath(c: Pick<Campaign, 'id' | 'campaignType'>): string {
  return `/contribution/${c.campaignType}/null?campaignId=${c.id}`;
}
