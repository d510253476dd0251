import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button, StatusMessage } from '@plataforma/shared-ui';
import { useLocation } from 'react-router-dom';
import { pageModuleId, type RemoteName } from '@plataforma/contracts';
import { NotFoundPage } from '../app/NotFoundPage';
import { useInitialPage } from './initialPage';
import { loadedPageModule, loadPageModule } from './pageModules';

type PageComponent = ComponentType<{ data?: unknown }>;

/** One lazy component per exposed page, created once so React keeps it across renders. */
const pages = new Map<string, PageComponent>();

/** The page's component: at once when its module is loaded (server render, hydration), else lazily. */
function remotePage(id: string): PageComponent {
  const loaded = loadedPageModule(id);
  if (loaded) return loaded.default;
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => loadPageModule(id));
    pages.set(id, page);
  }
  return page;
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote that cannot be fetched (or crashes) so the top bar and the rest keep working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('No se pudo cargar un módulo remoto:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert" style={{ padding: '3rem 1rem', textAlign: 'center' }}>
        <h2>No se pudo cargar esta sección.</h2>
        <p>Revisa tu conexión a internet e inténtalo de nuevo.</p>
        <Button type="button" onClick={this.props.onRetry}>
          Reintentar
        </Button>
      </section>
    );
  }
}

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
}

/**
 * A page exposed by a remote, with the loading text and the retry of spec-notes §2 / spec-notes "Design rules". On the
 * server-rendered URL it gets the server's data (no request to hydrate) or is the server's 404.
 */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const initial = useInitialPage(pathname);
  const id = pageModuleId(remote, module);
  if (initial?.notFound) return <NotFoundPage />;
  const Page = remotePage(id);

  const retry = () => {
    // A failed lazy() stays failed: forget it so the next render asks the runtime again.
    pages.delete(id);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<StatusMessage>Cargando contenido...</StatusMessage>}>
        {/* Keyed by URL: another item of the same page is a new page, with its own data. */}
        <Page key={pathname} data={initial?.id === id ? initial.data : undefined} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
