import api from '../../app/api';

export interface TwoFactorStatus {
  enabled: boolean;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** data:image/png;base64,… */
  qrCode: string;
}

export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  const res = await api.get<TwoFactorStatus>('/api/account/two-factor');
  return { enabled: res.data?.enabled === true };
}

export async function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return (await api.post<TwoFactorSetup>('/api/account/two-factor/setup')).data;
}

export async function enableTwoFactor(code: string): Promise<TwoFactorStatus> {
  const res = await api.post<TwoFactorStatus>('/api/account/two-factor/enable', { code }, { successMessage: 'twoFactor.messages.enabled' });
  return { enabled: res.data?.enabled !== false };
}

export async function disableTwoFactor(code: string): Promise<TwoFactorStatus> {
  const res = await api.post<TwoFactorStatus>(
    '/api/account/two-factor/disable',
    { code },
    { successMessage: 'twoFactor.messages.disabled' },
  );
  return { enabled: res.data?.enabled === true };
}
