import { useSession } from '@plataforma/shared-auth';
import { GlobalStyle, StatusMessage, theme } from '@plataforma/shared-ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { REMOTE_PAGES } from '@plataforma/contracts';
import { RemotePage } from '../federation/RemotePage';
import { AppErrorBoundary } from './AppErrorBoundary';
import { NotFoundPage } from './NotFoundPage';
import { paths } from './paths';
import { PublicLayout } from './PublicLayout';
import { AdminGuard, ForgotPasswordPage, LoginPage, ProfilePage, RegisterPage, ResetPasswordPage } from './shellPages';

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
            {REMOTE_PAGES.filter((page) => page.serverRendered).map(({ path, remote, module }) => (
              // Keyed, so a page that failed to load does not keep its error on the next page.
              <Route key={path} path={path} element={<RemotePage key={module} remote={remote} module={module} />} />
            ))}
            <Route path={paths.perfil} element={<Loading><ProfilePage /></Loading>} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path={paths.login} element={<Loading><LoginPage /></Loading>} />
          <Route path={paths.register} element={<Loading><RegisterPage /></Loading>} />
          <Route path={paths.recuperar} element={<Loading><ForgotPasswordPage /></Loading>} />
          <Route path={paths.restablecer} element={<Loading><ResetPasswordPage /></Loading>} />
          {REMOTE_PAGES.filter((page) => !page.serverRendered).map(({ path, remote, module }) => (
            <Route
              key={path}
              path={path}
              element={
                <Loading>
                  <AdminGuard>
                    <RemotePage remote={remote} module={module} />
                  </AdminGuard>
                </Loading>
              }
            />
          ))}
        </Routes>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
