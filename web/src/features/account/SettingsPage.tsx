import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { displayName } from '../../app/layout/menuRules';
import { AccountSettingsForm } from './AccountSettingsForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { TwoFactorSection } from './TwoFactorSection';

/** /account/settings (ADMIN or USER): account settings, password change, two-factor sign-in, signing out everywhere. */
export function SettingsPage() {
  const { t } = useTranslation();
  const account = useAppSelector((s) => s.authentication.account);
  return (
    <div className="row justify-content-center my-4" data-testid="settings-page">
      <div className="col-lg-8">
        <h1 className="h3 mb-4">{t('settings.title', { name: displayName(account) })}</h1>
        <section className="card mb-4" aria-labelledby="settings-account-title">
          <div className="card-body">
            <h2 className="h5 card-title" id="settings-account-title">
              {t('settings.section')}
            </h2>
            <AccountSettingsForm key={account?.id ?? 'none'} />
          </div>
        </section>
        <section className="card mb-4" aria-labelledby="settings-password-title">
          <div className="card-body">
            <h2 className="h5 card-title" id="settings-password-title">
              {t('passwordChange.title')}
            </h2>
            <PasswordChangeForm />
          </div>
        </section>
        <section className="card mb-4" aria-labelledby="settings-two-factor-title">
          <div className="card-body">
            <h2 className="h5 card-title" id="settings-two-factor-title">
              {t('twoFactor.title')}
            </h2>
            <TwoFactorSection />
          </div>
        </section>
        <section className="card mb-4" aria-labelledby="settings-sessions-title">
          <div className="card-body">
            <h2 className="h5 card-title" id="settings-sessions-title">
              {t('sessions.title')}
            </h2>
            <SignOutEverywhere />
          </div>
        </section>
      </div>
    </div>
  );
}

export default SettingsPage;
