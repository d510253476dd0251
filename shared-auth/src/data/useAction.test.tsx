import { renderWithTheme } from '@plataforma/shared-ui/src/testing/renderWithTheme';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { http, HttpResponse, server } from '../testing/network';
import { loaderApi } from './loaderApi';
import { Pending } from './Pending';
import { useAction } from './useAction';

/** A held answer: the test says when the server replies. */
function held() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => act(async () => open()) };
}

const loader = async ({ context }: { context: unknown }) => {
  const api = await loaderApi(context);
  return { nombres: api.get<string[]>('/nombres').then((answer) => answer.data) };
};

function NombresPage() {
  const { nombres } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const { run, pending, success, error } = useAction();
  const add = () =>
    run(async () => {
      const { api } = await import('../api');
      await api.post('/nombres', { nombre: 'Luis' });
      return 'Nombre agregado.';
    }, 'No se pudo agregar.');
  return (
    <>
      <Pending value={nombres} texts={{ loading: 'Cargando nombres...', error: 'No se pudieron cargar.' }}>
        {(list) => <p>{list.join(', ')}</p>}
      </Pending>
      <button type="button" disabled={pending} onClick={() => void add()}>
        Agregar
      </button>
      {success && <p role="status">{success}</p>}
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function renderNombres() {
  const router = createMemoryRouter([{ path: '/', loader, Component: NombresPage }]);
  renderWithTheme(<RouterProvider router={router} />);
}

describe('useAction', () => {
  it('shows the confirmation together with the data read again after the write, not before', async () => {
    const nombres = ['Ana'];
    let reread: ReturnType<typeof held> | null = null;
    server.use(
      http.get('/api/nombres', async () => {
        if (reread) await reread.opened;
        return HttpResponse.json([...nombres]);
      }),
      http.post('/api/nombres', async ({ request }) => {
        nombres.push(((await request.json()) as { nombre: string }).nombre);
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    renderNombres();
    expect(await screen.findByText('Ana')).toBeInTheDocument();

    reread = held();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    // The write is stored; its re-read is held: the screen still shows the old list, busy, unconfirmed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(nombres).toEqual(['Ana', 'Luis']);
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeDisabled();
    expect(screen.queryByText('Nombre agregado.')).not.toBeInTheDocument();

    await reread.open();
    expect(await screen.findByText('Ana, Luis')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nombre agregado.');
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeEnabled();
  });

  it("shows the server's message when the write fails, and reads nothing again", async () => {
    let reads = 0;
    server.use(
      http.get('/api/nombres', () => {
        reads += 1;
        return HttpResponse.json(['Ana']);
      }),
      http.post('/api/nombres', () => HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'Ese nombre ya existe.' }, { status: 409 })),
    );
    renderNombres();
    await screen.findByText('Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ese nombre ya existe.');
    expect(reads).toBe(1);
  });
});
