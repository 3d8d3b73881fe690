import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/store';
import { HomePage } from '../home/HomePage';
import { LoginDialog } from './LoginDialog';
import { resolveRedirect } from './redirect';

/** /login: the sign-in dialog over the home page; on success back to where the user came from. */
export function LoginPage() {
  const isAuthenticated = useAppSelector((s) => s.authentication.isAuthenticated);
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  if (isAuthenticated) {
    return <Navigate to={resolveRedirect(location.state, search.get('redirect'))} replace />;
  }
  return (
    <>
      <HomePage />
      <LoginDialog show onClose={() => void navigate('/', { replace: true })} />
    </>
  );
}

export default LoginPage;
