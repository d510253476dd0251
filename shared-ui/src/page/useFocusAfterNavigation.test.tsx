import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useFocusAfterNavigation } from './useFocusAfterNavigation';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  return (
    <>
      <nav>
        <Link to="/noticias">Noticias</Link>
        <Link to="/noticias?page=2">Página 2</Link>
      </nav>
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', Component: Layout, children: [{ index: true, element: <h1>Inicio</h1> }, { path: 'noticias', element: <h1>Noticias</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusAfterNavigation', () => {
  it('leaves focus alone on the first render', () => {
    renderAt('/');
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the main region after a navigation to another path', async () => {
    const router = renderAt('/');
    screen.getByRole('link', { name: 'Noticias' }).focus();
    await act(() => router.navigate('/noticias'));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Noticias' })).toBeInTheDocument();
  });

  it('keeps focus where it is when only the query changes', async () => {
    const router = renderAt('/noticias');
    const pageLink = screen.getByRole('link', { name: 'Página 2' });
    pageLink.focus();
    await act(() => router.navigate('/noticias?page=2'));
    expect(pageLink).toHaveFocus();
  });
});
