import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Evento } from '@plataforma/contracts';
import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './AgendaPage';

// 22:30 UTC is 18:30 in La Paz, on Saturday 28 November 2026.
const fecha = '2026-11-28T22:30:00.000Z';
const foro = { id: 1, titulo: 'Foro juvenil', descripcion: 'Debate', fecha, fechaFin: null, lugar: 'Plaza Murillo', imagen: 'eventos/f.jpg', cupo: null, inscritos: 0 };
// Ends at 20:00 in La Paz.
const cabildo = { id: 2, titulo: 'Cabildo', descripcion: 'y'.repeat(125), fecha, fechaFin: '2026-11-29T00:00:00.000Z', lugar: null, imagen: null, cupo: null, inscritos: 0 };

describe('AgendaPage', () => {
  it('shows loading, then each event with date, 24 h start (and end) time in Bolivia, optional place and image, linking to its page', async () => {
    const requests = recordRequests();
    server.use(getJson('/eventos/all', [foro, cabildo]));
    renderRoute(page);
    expect(await screen.findByText('Cargando eventos...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Foro juvenil' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/eventos/all']);
    expect(screen.getByText('Lugar: Plaza Murillo')).toBeInTheDocument();
    expect(screen.getAllByText('Lugar:', { exact: false })).toHaveLength(1);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Foro juvenil' })).toHaveAttribute('src', '/media/eventos/f.jpg');
    expect(screen.getByText(`${'y'.repeat(120)}…`)).toBeInTheDocument();
    expect(screen.getByText('sáb, 28 nov 2026 · 18:30')).toBeInTheDocument();
    expect(screen.getByText('sáb, 28 nov 2026 · 18:30 – 20:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cabildo' })).toHaveAttribute('href', '/agenda/2');
  });

  it("renders the server's data at once, without a request", () => {
    const requests = recordRequests();
    renderRoute(page, { serverData: { eventos: [foro] } });
    expect(screen.getByRole('heading', { name: 'Foro juvenil' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the empty text', async () => {
    server.use(getJson('/eventos/all', []));
    renderRoute(page);
    expect(await screen.findByText('No hay eventos disponibles por ahora.')).toBeInTheDocument();
  });

  it("shows the server's message, else the page's error text", async () => {
    server.use(http.get('/api/eventos/all', () => apiError(503, 'El servicio no está disponible en este momento.')));
    const { unmount } = renderRoute(page);
    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/eventos/all', () => new HttpResponse(null, { status: 500 })));
    renderRoute(page);
    expect(await screen.findByText('Ocurrió un error al cargar los eventos. Intenta nuevamente.')).toBeInTheDocument();
  });

  it('shows the no-connection text when the server does not answer', async () => {
    server.use(http.get('/api/eventos/all', () => HttpResponse.error()));
    renderRoute(page);
    expect(await screen.findByText('No se pudo conectar con el servidor.')).toBeInTheDocument();
  });

  it('names the page and shares the first event that has a picture', () => {
    expect(page.handle.head({ eventos: [cabildo, foro] })).toEqual({
      title: 'Agenda de Eventos · Plataforma Juvenil',
      description: 'Los próximos eventos del movimiento juvenil: fecha, hora y lugar de cada actividad.',
      image: '/media/eventos/f.jpg',
    });
    expect(page.handle.head({ eventos: [cabildo] })).toEqual({
      title: 'Agenda de Eventos · Plataforma Juvenil',
      description: 'Los próximos eventos del movimiento juvenil: fecha, hora y lugar de cada actividad.',
      image: undefined,
    });
  });
});

const HOUR_MS = 3_600_000;
/** An event starting `hours` from now (negative: ago), without an end. */
const evento = (overrides: Partial<Evento> = {}, hours = 72): Evento => ({
  id: 5,
  titulo: 'Taller de liderazgo',
  descripcion: 'Para jóvenes',
  fecha: new Date(Date.now() + hours * HOUR_MS).toISOString(),
  fechaFin: null,
  lugar: null,
  imagen: null,
  cupo: 20,
  inscritos: 3,
  ...overrides,
});
const card = () => screen.getByRole('heading', { name: 'Taller de liderazgo' }).closest('article')!;

/** The API of the sign-up: the list with the member's state, POST and DELETE /eventos/:id/inscripcion. */
function agendaApi(initial: Evento) {
  let stored = { ...initial };
  server.use(
    http.get('/api/eventos/all', () => HttpResponse.json([stored])),
    http.post('/api/eventos/:id/inscripcion', () => {
      stored = { ...stored, inscrito: true, inscritos: stored.inscritos + 1 };
      return HttpResponse.json(stored, { status: 201 });
    }),
    http.delete('/api/eventos/:id/inscripcion', () => {
      stored = { ...stored, inscrito: false, inscritos: stored.inscritos - 1 };
      return HttpResponse.json(stored);
    }),
  );
}

describe('AgendaPage: sign-up and calendar', () => {
  // Unmounted first: a session change on a mounted page would make it read again.
  afterEach(() => {
    cleanup();
    resetSession(null);
  });

  it("a visitor is asked to sign in (returning to the event's page); every event offers its calendar", () => {
    renderRoute(page, { serverData: { eventos: [evento()] } });
    expect(within(card()).getByRole('link', { name: 'Inicia sesión para inscribirte' })).toHaveAttribute('href', '/login?volver=%2Fagenda%2F5');
    expect(within(card()).getByRole('link', { name: 'Agregar al calendario: Taller de liderazgo' })).toHaveAttribute('href', '/api/eventos/5/ics');
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it("a member signs in after the page was rendered: the page re-reads their state, 'Asistiré' signs up, 'Cancelar inscripción' frees the place", async () => {
    const requests = recordRequests();
    agendaApi({ ...evento(), inscrito: false });
    renderRoute(page, { serverData: { eventos: [evento()] } });
    act(() => setSession({ user: makeUser({ id: 7 }), status: 'ready' }));
    const asistire = await within(card()).findByRole('button', { name: 'Asistiré' });
    asistire.focus();
    fireEvent.click(asistire);
    expect(await within(card()).findByText('Inscrito')).toBeInTheDocument();
    // Said, and the keyboard's place moves to the button that replaced the one pressed.
    expect(within(card()).getByRole('status')).toHaveTextContent('Tu inscripción quedó registrada.');
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Cancelar inscripción' })).toHaveFocus());
    fireEvent.click(within(card()).getByRole('button', { name: 'Cancelar inscripción' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar inscripción' });
    expect(dialog).toHaveTextContent('¿Cancelar tu inscripción? Tu cupo quedará libre para otra persona.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar inscripción' }));
    expect(await within(card()).findByRole('button', { name: 'Asistiré' })).toBeInTheDocument();
    expect(within(card()).queryByText('Inscrito')).not.toBeInTheDocument();
    expect(within(card()).getByRole('status')).toHaveTextContent('Tu inscripción fue cancelada.');
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Asistiré' })).toHaveFocus());
    expect(requests).toEqual([
      'GET /api/eventos/all',
      'POST /api/eventos/5/inscripcion',
      'GET /api/eventos/all',
      'DELETE /api/eventos/5/inscripcion',
      'GET /api/eventos/all',
    ]);
  });

  it("a full event shows 'Cupos agotados' (to a member not signed up and to a visitor); the one signed up keeps 'Cancelar inscripción'", () => {
    const lleno = evento({ cupo: 3, inscritos: 3 });
    const { unmount } = renderRoute(page, { serverData: { eventos: [lleno] } });
    expect(within(card()).getByText('Cupos agotados')).toBeInTheDocument();
    expect(within(card()).queryByRole('link', { name: 'Inicia sesión para inscribirte' })).not.toBeInTheDocument();
    unmount();
    resetSession(makeUser({ id: 7 }));
    const { unmount: again } = renderRoute(page, { serverData: { eventos: [{ ...lleno, inscrito: false }] } });
    expect(within(card()).getByText('Cupos agotados')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Asistiré' })).not.toBeInTheDocument();
    again();
    renderRoute(page, { serverData: { eventos: [{ ...lleno, inscrito: true }] } });
    expect(within(card()).getByRole('button', { name: 'Cancelar inscripción' })).toBeInTheDocument();
  });

  it('a past event (ended: its end, else 2 hours after its start) shows no sign-up button, only the calendar link', () => {
    resetSession(makeUser({ id: 7 }));
    renderRoute(page, { serverData: { eventos: [evento({ inscrito: false }, -3)] } });
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Agregar al calendario: Taller de liderazgo' })).toBeInTheDocument();
  });

  it('an event begun 3 hours ago whose end is still to come takes sign-ups', () => {
    resetSession(makeUser({ id: 7 }));
    const onGoing = evento({ inscrito: false, fechaFin: new Date(Date.now() + HOUR_MS).toISOString() }, -3);
    renderRoute(page, { serverData: { eventos: [onGoing] } });
    expect(within(card()).getByRole('button', { name: 'Asistiré' })).toBeInTheDocument();
  });

  it("shows the places left: 'Quedan 5 cupos', 'Queda 1 cupo', 'Cupos agotados'; none without a cupo or once past", () => {
    const texts = [
      [evento({ cupo: 8, inscritos: 3 }), 'Quedan 5 cupos'],
      [evento({ cupo: 4, inscritos: 3 }), 'Queda 1 cupo'],
      [evento({ cupo: 3, inscritos: 3 }), 'Cupos agotados'],
    ] as const;
    for (const [shown, text] of texts) {
      const { unmount } = renderRoute(page, { serverData: { eventos: [shown] } });
      expect(within(card()).getByText(text)).toBeInTheDocument();
      unmount();
    }
    const { unmount } = renderRoute(page, { serverData: { eventos: [evento({ cupo: null })] } });
    expect(within(card()).queryByText(/cupo/i)).not.toBeInTheDocument();
    unmount();
    renderRoute(page, { serverData: { eventos: [evento({ cupo: 8 }, -3)] } });
    expect(within(card()).queryByText(/cupo/i)).not.toBeInTheDocument();
  });

  it("keeps the place when the member answers 'Mantener inscripción'", () => {
    const requests = recordRequests();
    resetSession(makeUser({ id: 7 }));
    renderRoute(page, { serverData: { eventos: [evento({ inscrito: true })] } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Cancelar inscripción' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mantener inscripción' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByText('Inscrito')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("a sign-up refused for want of places shows 'Cupos agotados' at once, without 'Asistiré', even when the re-read that comes with it is older; a later read has the count", async () => {
    const requests = recordRequests();
    resetSession(makeUser({ id: 7 }));
    const stale = evento({ cupo: 4, inscritos: 3, inscrito: false });
    server.use(http.post('/api/eventos/5/inscripcion', () => apiError(409, 'No quedan cupos para este evento.')), getJson('/eventos/all', [stale]));
    const { router } = renderRoute(page, { serverData: { eventos: [stale] } });
    expect(within(card()).getByText('Queda 1 cupo')).toBeInTheDocument();
    fireEvent.click(within(card()).getByRole('button', { name: 'Asistiré' }));
    expect(await within(card()).findByText('Cupos agotados')).toBeInTheDocument();
    expect(within(card()).queryByText('Queda 1 cupo')).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Asistiré' })).not.toBeInTheDocument();
    // A 409 says the page is out of date: it is read again (`revalidateAfterConflict`).
    await waitFor(() => expect(requests).toEqual(['POST /api/eventos/5/inscripcion', 'GET /api/eventos/all']));
    expect(within(card()).getByText('Cupos agotados')).toBeInTheDocument();

    // Later (another sign-up, a session change) the page reads again: someone cancelled, and the card says so.
    await act(async () => router.revalidate());
    expect(await within(card()).findByText('Queda 1 cupo')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Asistiré' })).toBeInTheDocument();
  });

  it("a refused sign-up shows the server's message", async () => {
    resetSession(makeUser({ id: 7 }));
    server.use(http.post('/api/eventos/5/inscripcion', () => apiError(409, 'No quedan cupos para este evento.')), getJson('/eventos/all', [evento({ inscrito: false })]));
    renderRoute(page, { serverData: { eventos: [evento({ inscrito: false })] } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Asistiré' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('No quedan cupos para este evento.');
  });
});
