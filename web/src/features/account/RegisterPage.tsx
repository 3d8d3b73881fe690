import { Navigate } from 'react-router';
import { useAppSelector } from '../../app/store';
import { RegisterForm } from './RegisterForm';

/** /account/register (spec 000 §2 Registration): the not-found page unless external registration is allowed. */
export function RegisterPage() {
  const { config, configLoaded } = useAppSelector((s) => s.applicationConfig);
  if (configLoaded && !config.externalRegistrationAllowed) return <Navigate to="/not-found" replace />;
  return <RegisterForm />;
}

export default RegisterPage;
