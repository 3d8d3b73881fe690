import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/store';
import { logout } from '../../app/auth/sessionSlice';
import { PageSpinner } from '../../shared/PageSpinner';

/** /logout: clears the tokens and the session, then goes to '/'. */
export function Logout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(logout());
    void navigate('/', { replace: true });
  }, [dispatch, navigate]);
  return <PageSpinner />;
}

export default Logout;
