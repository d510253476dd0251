import { revalidateAfterConflict } from '@plataforma/shared-auth';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

/**
 * A page's route: every page has the same error page, the same loading text in the browser and the same
 * rule for reading again after a write (`revalidateAfterConflict`).
 */
export const pageRoute = (route: RouteObject): RouteObject =>
  ({ ErrorBoundary: RouteError, HydrateFallback: PageLoading, shouldRevalidate: revalidateAfterConflict, ...route }) as RouteObject;
