import { useMemo } from 'react';
import { useRoutes } from 'react-router';
import { buildRouteObjects } from './routes';

export function AppRoutes() {
  const routeObjects = useMemo(() => buildRouteObjects(), []);
  return useRoutes(routeObjects);
}

export default AppRoutes;
