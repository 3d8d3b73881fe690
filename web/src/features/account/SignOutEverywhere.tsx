import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import api from '../../app/api';
import { logout } from '../../app/auth/sessionSlice';
import { useAppDispatch } from '../../app/store';

/** "Sign out of all devices" (issue 13): ends every session of the user on the server, this one too. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    try {
      await api.post('/api/account/logout-everywhere');
    } catch {
      // the API client showed the toast; the session stays as it was
      setBusy(false);
      return;
    }
    dispatch(logout());
    void navigate('/', { replace: true });
  };

  return (
    <>
      <p className="text-body-secondary">{t('sessions.help')}</p>
      <button
        type="button"
        className="btn btn-outline-danger"
        data-testid="sign-out-everywhere"
        disabled={busy}
        onClick={() => void signOut()}
      >
        {t('sessions.signOutEverywhere')}
      </button>
    </>
  );
}
