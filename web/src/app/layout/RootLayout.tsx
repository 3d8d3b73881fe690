import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Navbar } from './Navbar';
import { ToastHost } from '../notifications/ToastHost';
import { ErrorBoundary } from '../../shared/ErrorBoundary';
import { PageSpinner } from '../../shared/PageSpinner';
import { AppRoutes } from '../router/AppRoutes';
import { setCurrentLocation, setNavigator } from '../router/navigation';
import { lazyPage } from '../lazy';

// The footer sits below the first screen: it loads after the page's own script.
const Footer = lazyPage(() => import('./Footer'));

/** Lets the notification glue navigate and know where the user is. */
function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  useEffect(() => {
    setCurrentLocation(location);
  }, [location]);
  return null;
}

export function RootLayout() {
  const location = useLocation();
  return (
    <div className="inno-app d-flex flex-column min-vh-100">
      <NavigationBridge />
      <ToastHost />
      <Navbar />
      <main className="container-fluid flex-grow-1 inno-main" id="main-content">
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}

export default RootLayout;
