import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../app/auth/sessionSlice';
import { useAppDispatch } from '../../app/store';
import { useLogoutEverywhereMutation } from './accountApi';

/** "Sign out of all devices" (issue 13): ends every session of the user on the server, this one too. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logoutEverywhere, { isLoading: busy }] = useLogoutEverywhereMutation();

  const signOut = async () => {
    // a failure was shown by the API client's toast; the session stays as it was
    if ('error' in (await logoutEverywhere())) return;
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
