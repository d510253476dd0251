import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

/** A page's route: every page has the same error page and the same loading text in the browser. */
export const pageRoute = (route: RouteObject): RouteObject => ({ ErrorBoundary: RouteError, HydrateFallback: PageLoading, ...route }) as RouteObject;
