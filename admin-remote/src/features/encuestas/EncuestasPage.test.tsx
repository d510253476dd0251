import { MSG, type Encuesta } from '@plataforma/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { cardTitles } from '../../testing/cards';
import { gate, serveList } from '../../testing/network';
import { renderAdmin } from '../../testing/renderAdmin';

// echarts does not run in jsdom: the chart's props are what this screen is responsible for.
jest.mock('@plataforma/shared-ui/charts', () => ({
  VotesBarChart: ({ opciones, votos, color, height }: { opciones: string[]; votos: Record<string, number>; color: string; height: number }) => (
    <div data-testid="chart" data-color={color} data-height={height}>
      {opciones.map((o) => `${o}:${votos[o] ?? 0}`).join(',')}
    </div>
  ),
}));

const encuesta: Encuesta = {
  id: 1,
  titulo: '¿Qué tema?',
  descripcion: 'Elige uno',
  opciones: ['Empleo', 'Educación'],
  votos: { Empleo: 3, Educación: 1 },
  creadoEn: '2026-11-20T15:00:00.000Z',
  cierraEn: null,
  cerrada: false,
};

const dialog = () => screen.getByRole('dialog');
const submitButton = (name: string) => within(dialog()).getByRole('button', { name });

async function setup() {
  const encuestas = serveList('/encuestas/all', [encuesta]);
  const rendered = renderAdmin('/admin/encuestas');
  await screen.findByRole('heading', { name: '¿Qué tema?' });
  return { ...rendered, encuestas };
}

describe('EncuestasPage: list', () => {
  it('shows the loading text, then the header text, the card and the lazily loaded blue chart of votes', async () => {
    serveList('/encuestas/all', [encuesta]);
    renderAdmin('/admin/encuestas');
    expect(await screen.findByText('Cargando encuestas...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: '¿Qué tema?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Encuestas' })).toBeInTheDocument();
    expect(screen.getByText('Administra y crea encuestas para conocer la opinión de la comunidad.')).toBeInTheDocument();
    expect(screen.getByText('Elige uno')).toBeInTheDocument();
    expect(screen.getByText('20 de noviembre de 2026')).toBeInTheDocument();
    const chart = await screen.findByTestId('chart');
    expect(chart).toHaveTextContent('Empleo:3,Educación:1');
    expect(chart).toHaveAttribute('data-height', '220');
    expect(chart).toHaveAttribute('data-color', '#3b82f6');
    // The results in words: votes and share per option (es-BO), and the total.
    const results = within(screen.getByRole('list', { name: 'Resultados de ¿Qué tema?' }));
    expect(results.getByText('3 votos (75,0 %)')).toBeInTheDocument();
    expect(results.getByText('1 voto (25,0 %)')).toBeInTheDocument();
    expect(screen.getByText('Total: 4 votos')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    serveList('/encuestas/all', []);
    renderAdmin('/admin/encuestas');
    expect(await screen.findByText('No hay encuestas registradas.')).toBeInTheDocument();
  });

  it("shows the server's message on a failed load, else the screen's default", async () => {
    server.use(http.get('/api/encuestas/all', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderAdmin('/admin/encuestas');
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/encuestas/all', () => apiError(500)));
    renderAdmin('/admin/encuestas');
    expect(await screen.findByText('No se pudieron cargar las encuestas.')).toBeInTheDocument();
    expect(screen.queryByText('No hay encuestas registradas.')).not.toBeInTheDocument();
  });
});

describe('EncuestasPage: create and edit', () => {
  it('applies the option rules in the create modal', async () => {
    const { user } = await setup();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Crear Encuesta' }));
    expect(screen.getByRole('dialog', { name: 'Crear Nueva Encuesta' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Opción \d$/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Quitar opción/ })).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Mínimo 2 opciones. Actual: 0')).toBeInTheDocument();
    expect(submitButton('Crear Encuesta')).toBeDisabled();

    await user.type(screen.getByLabelText('Título'), 'Tema');
    await user.type(screen.getByLabelText('Opción 1'), 'Sí');
    expect(submitButton('Crear Encuesta')).toBeDisabled();
    await user.type(screen.getByLabelText('Opción 2'), 'Sí');
    expect(within(dialog()).getByText('Mínimo 2 opciones. Actual: 2')).toBeInTheDocument();
    await user.click(submitButton('Crear Encuesta'));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.opcionesDuplicadas));

    await user.click(within(dialog()).getByRole('button', { name: 'Agregar Opción' }));
    expect(screen.getAllByLabelText(/^Opción \d$/)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Quitar opción 2' }));
    expect(screen.getAllByLabelText(/^Opción \d$/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Quitar opción/ })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('creates ("Creando..."), omits an empty description, closes and shows the list read again', async () => {
    const { user, encuestas } = await setup();
    const sent: unknown[] = [];
    const answer = gate();
    const nueva = { ...encuesta, id: 2, titulo: 'Nueva', descripcion: null, opciones: ['A', 'B'], votos: {} };
    server.use(
      http.post('/api/encuestas', async ({ request }) => {
        sent.push(await request.json());
        await answer.opened;
        encuestas.items = [nueva, encuesta];
        return HttpResponse.json(nueva, { status: 201 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Crear Encuesta' }));
    await user.type(screen.getByLabelText('Título'), '  Nueva ');
    await user.type(screen.getByLabelText('Opción 1'), ' A ');
    await user.type(screen.getByLabelText('Opción 2'), 'B');
    await user.click(submitButton('Crear Encuesta'));
    expect(submitButton('Creando...')).toBeDisabled();
    answer.open();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ titulo: 'Nueva', opciones: ['A', 'B'], cierraEn: null }]);
    await waitFor(() => expect(cardTitles()).toEqual(['Nueva', '¿Qué tema?']));

    await user.click(screen.getByRole('button', { name: 'Crear Encuesta' }));
    expect(screen.getByLabelText('Título')).toHaveValue('');
  });

  it("keeps the create modal open with the server's message, else the default", async () => {
    const { user } = await setup();
    server.use(http.post('/api/encuestas', () => apiError(400, MSG.opcionesMinimas)));
    await user.click(screen.getByRole('button', { name: 'Crear Encuesta' }));
    await user.type(screen.getByLabelText('Título'), 'Tema');
    await user.type(screen.getByLabelText('Opción 1'), 'A');
    await user.type(screen.getByLabelText('Opción 2'), 'B');
    await user.click(submitButton('Crear Encuesta'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(MSG.opcionesMinimas);

    server.use(http.post('/api/encuestas', () => apiError(500)));
    await user.click(submitButton('Crear Encuesta'));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Error al crear la encuesta'));
  });

  it('edits a prefilled survey ("Actualizando..."), a failure stays in the modal, a success shows it read again', async () => {
    const { user, encuestas } = await setup();
    await user.click(screen.getByRole('button', { name: 'Editar ¿Qué tema?' }));
    expect(screen.getByRole('dialog', { name: 'Editar Encuesta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Opción 2')).toHaveValue('Educación');

    server.use(http.put('/api/encuestas/1', () => apiError(500)));
    await user.click(submitButton('Actualizar Encuesta'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error al actualizar la encuesta');

    const sent: unknown[] = [];
    const answer = gate();
    server.use(
      http.put('/api/encuestas/1', async ({ request }) => {
        sent.push(await request.json());
        await answer.opened;
        encuestas.items = [{ ...encuesta, titulo: '¿Qué tema? 2' }];
        return HttpResponse.json({ ...encuesta, titulo: '¿Qué tema? 2' });
      }),
    );
    await user.type(screen.getByLabelText('Título'), ' 2');
    await user.click(submitButton('Actualizar Encuesta'));
    expect(submitButton('Actualizando...')).toBeDisabled();
    answer.open();
    await waitFor(() => expect(cardTitles()).toEqual(['¿Qué tema? 2']));
    expect(sent).toEqual([{ titulo: '¿Qué tema? 2', descripcion: 'Elige uno', opciones: ['Empleo', 'Educación'], cierraEn: null }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('EncuestasPage: closing date and results export', () => {
  it("each card shows 'Cierra el …' or 'Encuesta cerrada' and links its results' CSV export", async () => {
    serveList('/encuestas/all', [
      { ...encuesta, cierraEn: '2026-12-01T22:30:00.000Z' },
      { ...encuesta, id: 2, titulo: 'Cerrada', cierraEn: '2026-11-21T12:00:00.000Z', cerrada: true },
    ]);
    renderAdmin('/admin/encuestas');
    const [open, closed] = await screen.findAllByRole('article');
    expect(within(open!).getByText('Cierra el 1 de diciembre de 2026 a las 18:30')).toBeInTheDocument();
    expect(within(closed!).getByText('Encuesta cerrada')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Exportar resultados (CSV)' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/api/encuestas/1/resultados?format=csv', '/api/encuestas/2/resultados?format=csv']);
    expect(links[0]).toHaveAttribute('download');
  });

  it("sends 'Cierra el' (typed on Bolivia's clock, whatever the device's zone) as an ISO instant", async () => {
    const { user } = await setup();
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/encuestas', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ...encuesta, id: 2 }, { status: 201 });
      }),
      http.put('/api/encuestas/1', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(encuesta);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Crear Encuesta' }));
    await user.type(screen.getByLabelText('Título'), 'Con cierre');
    await user.type(screen.getByLabelText('Opción 1'), 'A');
    await user.type(screen.getByLabelText('Opción 2'), 'B');
    const cierre = screen.getByLabelText('Cierra el', { exact: false });
    expect(cierre).toHaveAttribute('type', 'datetime-local');
    expect(cierre).not.toBeRequired();
    fireEvent.change(cierre, { target: { value: '2026-12-01T18:30' } });
    await user.click(submitButton('Crear Encuesta'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.cierraEn).toBe('2026-12-01T22:30:00.000Z');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  });

  it("an edit shows the stored 'Cierra el' on Bolivia's clock, sends it unchanged when untouched, and none once cleared", async () => {
    const cierraEn = '2026-12-01T22:30:45.000Z';
    serveList('/encuestas/all', [{ ...encuesta, cierraEn }]);
    const { user } = renderAdmin('/admin/encuestas');
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('/api/encuestas/1', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(encuesta);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Editar ¿Qué tema?' }));
    const cierre = screen.getByLabelText('Cierra el', { exact: false });
    expect(cierre).toHaveValue('2026-12-01T18:30');
    await user.click(submitButton('Actualizar Encuesta'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.cierraEn).toBe(cierraEn);

    await user.click(await screen.findByRole('button', { name: 'Editar ¿Qué tema?' }));
    fireEvent.change(screen.getByLabelText('Cierra el', { exact: false }), { target: { value: '' } });
    await user.click(submitButton('Actualizar Encuesta'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.cierraEn).toBeNull();
  });
});

describe('EncuestasPage: delete', () => {
  it('deletes through "Confirmar Eliminación" and shows the list read again', async () => {
    const { user, encuestas } = await setup();
    server.use(
      http.delete('/api/encuestas/1', () => {
        encuestas.items = [];
        return HttpResponse.json({ message: 'Encuesta eliminada correctamente.' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar ¿Qué tema?' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmar Eliminación' });
    expect(confirm).toHaveTextContent('¿Estás seguro de que deseas eliminar la encuesta "¿Qué tema?"? No se puede deshacer.');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No hay encuestas registradas.')).toBeInTheDocument();
  });

  it('shows the delete failure in the banner and keeps the survey', async () => {
    const { user } = await setup();
    server.use(http.delete('/api/encuestas/1', () => apiError(500)));
    await user.click(screen.getByRole('button', { name: 'Eliminar ¿Qué tema?' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al eliminar la encuesta');
    expect(cardTitles()).toEqual(['¿Qué tema?']);
  });
});
