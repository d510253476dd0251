import { AFILIACION_MSG, hoyEnBolivia, IDEMPOTENCY_HEADER, MSG, type AfiliacionAdmin } from '@plataforma/contracts';
import { formatDateLong } from '@plataforma/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { pageOf } from '../../testing/network';
import { renderAdmin } from '../../testing/renderAdmin';
import type { Accion } from './api/decide-afiliacion';

/** A banner among the page's statuses (the list's count is one too) says `text`. */
const announced = (text: string) =>
  waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(expect.stringContaining(text)));

// Twenty on every day of the year: a birthday counts from its day on.
const nacida = `${Number(hoyEnBolivia().slice(0, 4)) - 20}-01-01`;

const solicitud = (overrides: Partial<AfiliacionAdmin> = {}): AfiliacionAdmin => ({
  id: 7,
  estado: 'pendiente',
  departamento: 'La Paz',
  institucion: 'UMSA',
  numero: null,
  motivo: null,
  creadoEn: '2026-11-20T14:00:00.000Z',
  revisadoEn: null,
  aprobadaEn: null,
  userId: 4,
  nombre: 'María Quispe',
  email: 'maria.quispe@demo.bo',
  ci: '1234567-1A',
  fechaNacimiento: nacida,
  celular: '71234567',
  revisorId: null,
  ciEnConflicto: false,
  ...overrides,
});

const aprobada = (overrides: Partial<AfiliacionAdmin> = {}) =>
  solicitud({ estado: 'aprobada', numero: 'PJ-000007', aprobadaEn: '2026-11-21T10:00:00.000Z', revisadoEn: '2026-11-21T10:00:00.000Z', ...overrides });

/** The list the server holds now, answered (whatever the query) at every read. */
function serveList(initial: AfiliacionAdmin[]) {
  const state = { list: initial };
  server.use(http.get('/api/afiliaciones', () => HttpResponse.json(pageOf(state.list))));
  return state;
}

/**
 * The server holds `before`; POST /api/afiliaciones/:id/<accion> leaves `after` in its place and answers
 * `answer` (the row after, unless told). Each request's JSON body (or null) and Idempotency-Key are kept.
 */
function serveDecision(before: AfiliacionAdmin, accion: Accion, after: AfiliacionAdmin, answer = () => HttpResponse.json(after)) {
  const state = serveList([before]);
  const sent: Array<{ body: unknown; key: string | null }> = [];
  server.use(
    http.post(`/api/afiliaciones/:id/${accion}`, async ({ request }) => {
      const text = await request.text();
      sent.push({ body: text ? JSON.parse(text) : null, key: request.headers.get(IDEMPOTENCY_HEADER) });
      state.list = [after];
      return answer();
    }),
  );
  return sent;
}

type User = ReturnType<typeof renderAdmin>['user'];

/** The screen, once María's card is on it. */
async function openScreen(url = '/admin/afiliaciones') {
  const rendered = renderAdmin(url);
  await screen.findByRole('article', { name: 'María Quispe' });
  return rendered;
}

/** Presses the card's `button`: the dialog it opens, titled `title`. */
async function ask(user: User, button: string, title: string) {
  await user.click(within(card()).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

/** In the motivo modal: types `motivo`, then presses its submit button (`button`). */
async function sendMotivo(user: User, dialog: HTMLElement, motivo: string, button: string) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), motivo);
  await user.click(within(dialog).getByRole('button', { name: button }));
}

const card = (name = 'María Quispe') => screen.getByRole('article', { name });
/** A card's details, as 'Term: value' lines. */
const details = (name?: string) => within(card(name)).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('AfiliacionesPage: the list', () => {
  it('shows each request with its person, estado and dates; number and motivo where they exist', async () => {
    serveList([
      solicitud(),
      aprobada({ id: 6, nombre: 'Luis Mamani', institucion: null }),
      solicitud({ id: 5, estado: 'rechazada', nombre: 'Rosa Choque', motivo: 'Datos incompletos' }),
      // A deleted account: its approved card was revoked and its person cleared.
      aprobada({ id: 3, estado: 'revocada', numero: 'PJ-000002', motivo: AFILIACION_MSG.cuentaEliminada, userId: null, nombre: null, email: null, ci: null, fechaNacimiento: null, celular: null }),
    ]);
    const requests = recordRequests();
    renderAdmin('/admin/afiliaciones');
    expect(await screen.findByText('Cargando solicitudes de afiliación...')).toBeInTheDocument();
    await screen.findByRole('article', { name: 'María Quispe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Afiliaciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Afiliaciones', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(requests).toEqual(['GET /api/afiliaciones?page=1&limit=10']);

    expect(within(card()).getByText('Pendiente')).toBeInTheDocument();
    expect(details()).toEqual([
      'Email: maria.quispe@demo.bo',
      'CI: 1234567-1A',
      `Fecha de nacimiento: ${formatDateLong(nacida)}`,
      'Edad: 20 años',
      'Celular: 71234567',
      'Departamento: La Paz',
      'Institución: UMSA',
      'Fecha de solicitud: 20 de noviembre de 2026 a las 10:00',
    ]);
    expect(within(card()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Aprobar', 'Rechazar']);

    expect(within(card('Luis Mamani')).getByText('Aprobada')).toBeInTheDocument();
    expect(details('Luis Mamani')).toEqual(expect.arrayContaining(['Institución: -', 'Número: PJ-000007']));
    expect(within(card('Luis Mamani')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Revocar']);

    expect(within(card('Rosa Choque')).getByText('Rechazada')).toBeInTheDocument();
    expect(details('Rosa Choque')).toContain('Motivo: Datos incompletos');
    expect(within(card('Rosa Choque')).queryByRole('button')).not.toBeInTheDocument();

    // A deleted account's card keeps its number and history, not its person.
    expect(within(card('Cuenta eliminada')).getByText('Revocada')).toBeInTheDocument();
    expect(details('Cuenta eliminada')).toEqual(
      expect.arrayContaining(['Email: -', 'CI: -', 'Fecha de nacimiento: -', 'Edad: -', 'Número: PJ-000002', `Motivo: ${AFILIACION_MSG.cuentaEliminada}`]),
    );
    expect(screen.getByText('Mostrando 1 a 4 de 4 solicitudes')).toBeInTheDocument();
    expect(screen.queryByText('CI en conflicto')).not.toBeInTheDocument();
  });

  it("marks 'CI en conflicto' on a request whose CI another one claims, and shows why its approval is refused", async () => {
    const enConflicto = solicitud({ ciEnConflicto: true });
    serveDecision(enConflicto, 'aprobar', enConflicto, () => apiError(409, AFILIACION_MSG.carnetEnConflicto));
    const { user } = await openScreen();
    expect(within(card()).getByText('CI en conflicto')).toBeInTheDocument();
    const dialog = await ask(user, 'Aprobar', 'Aprobar solicitud');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText(AFILIACION_MSG.carnetEnConflicto)).toBeInTheDocument();
    expect(within(card()).getByText('Pendiente')).toBeInTheDocument();
  });

  it('opens at the estado, search and page of its URL, sends them, and exports what they show', async () => {
    server.use(
      http.get('/api/afiliaciones', ({ request }) =>
        HttpResponse.json(pageOf([solicitud()], { total: 25, totalPages: 3, page: Number(new URL(request.url).searchParams.get('page')) })),
      ),
    );
    const requests = recordRequests();
    const { user, router } = await openScreen('/admin/afiliaciones?search=1234567&estado=pendiente&page=2');
    expect(requests).toEqual(['GET /api/afiliaciones?estado=pendiente&search=1234567&page=2&limit=10']);
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre o CI' })).toHaveValue('1234567');
    const estado = screen.getByRole('combobox', { name: 'Estado' });
    expect(estado).toHaveValue('pendiente');
    expect(within(estado).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Todos'],
      ['pendiente', 'Pendiente'],
      ['aprobada', 'Aprobada'],
      ['rechazada', 'Rechazada'],
      ['revocada', 'Revocada'],
    ]);
    expect(screen.getByText('Mostrando 11 a 20 de 25 solicitudes')).toBeInTheDocument();
    const exportLink = () => screen.getByRole('link', { name: 'Exportar CSV' });
    expect(exportLink()).toHaveAttribute('href', '/api/afiliaciones/export.csv?search=1234567&estado=pendiente');

    // A page change keeps the filters; a new estado keeps the search and goes back to page 1.
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=1234567&estado=pendiente&page=3'));
    await user.selectOptions(estado, 'aprobada');
    await waitFor(() => expect(router.state.location.search).toBe('?search=1234567&estado=aprobada'));
    // The link follows once the filtered list is on screen.
    await waitFor(() => expect(exportLink()).toHaveAttribute('href', '/api/afiliaciones/export.csv?search=1234567&estado=aprobada'));
    expect(requests.slice(1)).toEqual([
      'GET /api/afiliaciones?estado=pendiente&search=1234567&page=3&limit=10',
      'GET /api/afiliaciones?estado=aprobada&search=1234567&page=1&limit=10',
    ]);
  });

  it('applies the typed search after the pause, like the users screen, and the clear button empties both filters', async () => {
    serveList([solicitud()]);
    const requests = recordRequests();
    const { user, router } = await openScreen('/admin/afiliaciones?estado=aprobada');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o CI' }), 'maría');
    await waitFor(() => expect(router.state.location.search).toBe('?search=mar%C3%ADa&estado=aprobada'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', '/api/afiliaciones/export.csv?search=mar%C3%ADa&estado=aprobada'));
    expect(requests).toEqual(['GET /api/afiliaciones?estado=aprobada&page=1&limit=10', 'GET /api/afiliaciones?estado=aprobada&search=mar%C3%ADa&page=1&limit=10']);

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', '/api/afiliaciones/export.csv'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre o CI' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
  });

  it("says so when there is none, and shows a failed load's message", async () => {
    serveList([]);
    const { unmount } = renderAdmin('/admin/afiliaciones');
    expect(await screen.findByText('No hay solicitudes de afiliación.')).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    unmount();

    server.use(http.get('/api/afiliaciones', () => apiError(403, MSG.sinPermiso)));
    const again = renderAdmin('/admin/afiliaciones');
    expect(await screen.findByText(MSG.sinPermiso)).toBeInTheDocument();
    again.unmount();

    server.use(http.get('/api/afiliaciones', () => apiError(500)));
    renderAdmin('/admin/afiliaciones');
    expect(await screen.findByText('No se pudieron cargar las solicitudes de afiliación.')).toBeInTheDocument();
  });
});

describe('AfiliacionesPage: decisions', () => {
  it("'Aprobar' asks first, then approves once (with an Idempotency-Key), shows the number given and the list read again", async () => {
    const sent = serveDecision(solicitud(), 'aprobar', aprobada());
    const { user } = await openScreen();
    const dialog = await ask(user, 'Aprobar', 'Aprobar solicitud');
    expect(dialog).toHaveTextContent('¿Aprobar la solicitud de afiliación de María Quispe? Se le asignará el siguiente número de afiliado.');
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await announced('Solicitud aprobada. Número de afiliado: PJ-000007.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByText('Aprobada')).toBeInTheDocument();
    expect(details()).toContain('Número: PJ-000007');
    expect(within(card()).getByRole('button', { name: 'Revocar' })).toBeInTheDocument();
    expect(sent).toEqual([{ body: null, key: expect.stringMatching(UUID) }]);
  });

  it("'Cancelar' on the approval sends nothing", async () => {
    const sent = serveDecision(solicitud(), 'aprobar', aprobada());
    const { user } = await openScreen();
    await user.click(within(await ask(user, 'Aprobar', 'Aprobar solicitud')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("'Rechazar' requires a motivo (checked before sending), then sends it trimmed and shows the rejection", async () => {
    const sent = serveDecision(solicitud(), 'rechazar', solicitud({ estado: 'rechazada', motivo: 'Datos incompletos' }));
    const { user } = await openScreen();
    const dialog = await ask(user, 'Rechazar', 'Rechazar solicitud');
    const motivo = within(dialog).getByRole('textbox', { name: 'Motivo' });
    expect(motivo).toBeRequired();
    expect(motivo).toHaveAttribute('maxlength', '500');

    await sendMotivo(user, dialog, '   ', 'Rechazar');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribe el motivo.'));
    expect(sent).toEqual([]);

    await user.type(motivo, 'Datos incompletos ');
    expect(within(dialog).getByText('21/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await announced('Solicitud rechazada.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByText('Rechazada')).toBeInTheDocument();
    expect(details()).toContain('Motivo: Datos incompletos');
    expect(sent).toEqual([{ body: { motivo: 'Datos incompletos' }, key: expect.stringMatching(UUID) }]);
  });

  it("'Revocar' sends its motivo and shows the card no longer valid", async () => {
    const sent = serveDecision(aprobada(), 'revocar', aprobada({ estado: 'revocada', motivo: 'Renunció al movimiento' }));
    const { user } = await openScreen();
    const dialog = await ask(user, 'Revocar', 'Revocar afiliación');
    expect(dialog).toHaveTextContent('El carnet de afiliado de María Quispe dejará de estar vigente.');
    await sendMotivo(user, dialog, 'Renunció al movimiento', 'Revocar');
    await announced('Afiliación revocada.');
    expect(within(card()).getByText('Revocada')).toBeInTheDocument();
    expect(details()).toEqual(expect.arrayContaining(['Número: PJ-000007', 'Motivo: Renunció al movimiento']));
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
    expect(sent).toEqual([{ body: { motivo: 'Renunció al movimiento' }, key: expect.stringMatching(UUID) }]);
  });

  it("a decision another admin made first (409): the API's message, and the list read again", async () => {
    // The other admin's rejection is what the server holds now.
    serveDecision(solicitud(), 'aprobar', solicitud({ estado: 'rechazada', motivo: 'Duplicada' }), () => apiError(409, AFILIACION_MSG.soloPendiente));
    const { user } = await openScreen();
    await user.click(within(await ask(user, 'Aprobar', 'Aprobar solicitud')).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo se puede aprobar o rechazar una solicitud pendiente.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card()).findByText('Rechazada')).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a motivo that came too late (409) closes the modal the same way', async () => {
    serveDecision(solicitud(), 'rechazar', aprobada(), () => apiError(409, AFILIACION_MSG.soloPendiente));
    const { user } = await openScreen();
    await sendMotivo(user, await ask(user, 'Rechazar', 'Rechazar solicitud'), 'Duplicada', 'Rechazar');
    expect(await screen.findByRole('alert')).toHaveTextContent(AFILIACION_MSG.soloPendiente);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card()).findByText('Aprobada')).toBeInTheDocument();
  });

  it('any other failure keeps the motivo modal open with the message and what was typed', async () => {
    serveDecision(solicitud(), 'rechazar', solicitud(), () => apiError(500));
    const { user } = await openScreen();
    const dialog = await ask(user, 'Rechazar', 'Rechazar solicitud');
    await sendMotivo(user, dialog, 'Datos incompletos', 'Rechazar');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo completar la acción. Intenta nuevamente.');
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveValue('Datos incompletos');
    // Shown once, inside the modal.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
