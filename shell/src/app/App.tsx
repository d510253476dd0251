import { useSession } from '@plataforma/shared-auth';
import { GlobalStyle, StatusMessage, theme } from '@plataforma/shared-ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RemotePage } from '../federation/RemotePage';
import { AdminGuard } from '../features/auth/AdminGuard';
import { AppErrorBoundary } from './AppErrorBoundary';
import { NotFoundPage } from './NotFoundPage';
import { paths, publicRemotePages } from './paths';
import { PublicLayout } from './PublicLayout';
import { ForgotPasswordPage, LoginPage, ProfilePage, RegisterPage, ResetPasswordPage } from './shellPages';

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<StatusMessage>Cargando contenido...</StatusMessage>}>{children}</Suspense>;
}

/** The shell inside the router: theme, session start-up, error page and the route table of spec-notes §2. */
export function App() {
  useEffect(() => {
    void useSession.getState().restore();
  }, []);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppErrorBoundary>
        <Routes>
          <Route element={<PublicLayout />}>
            {publicRemotePages.map(({ path, module }) => (
              // Keyed, so a page that failed to load does not keep its error on the next page.
              <Route key={path} path={path} element={<RemotePage key={module} remote="public_remote" module={module} />} />
            ))}
            <Route path={paths.perfil} element={<Loading><ProfilePage /></Loading>} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path={paths.login} element={<Loading><LoginPage /></Loading>} />
          <Route path={paths.register} element={<Loading><RegisterPage /></Loading>} />
          <Route path={paths.recuperar} element={<Loading><ForgotPasswordPage /></Loading>} />
          <Route path={paths.restablecer} element={<Loading><ResetPasswordPage /></Loading>} />
          <Route
            path={`${paths.admin}/*`}
            element={
              <AdminGuard>
                <RemotePage remote="admin_remote" module="AdminApp" />
              </AdminGuard>
            }
          />
        </Routes>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
