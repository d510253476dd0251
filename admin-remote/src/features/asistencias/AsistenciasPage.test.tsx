import { MSG, type Asistencia } from '@plataforma/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { gate } from '../../testing/network';
import { renderAdmin } from '../../testing/renderAdmin';

const asistencia = (id: number, patch: Partial<Asistencia> = {}): Asistencia => ({
  id,
  tituloEvento: 'Foro',
  nombreCompleto: `Persona ${id}`,
  ci: '123',
  distrito: 'D1',
  celular: '700',
  colegio: 'Ayacucho',
  edad: 17,
  asistio: true,
  fechaEvento: '2026-11-20',
  eventoId: null,
  userId: null,
  ...patch,
});

/** GET /api/asistencias answers `body` as it is at the time of the request. */
function serveAsistencias(body: unknown) {
  const answer = { body };
  server.use(http.get('/api/asistencias', () => HttpResponse.json(answer.body as object)));
  return answer;
}

const form = () => screen.getByRole('form', { name: 'Registrar nueva asistencia' });
const submit = () => within(form()).getByRole('button', { name: 'Registrar asistencia' });

async function fill(user: ReturnType<typeof renderAdmin>['user']) {
  for (const [label, value] of [
    ['Evento', 'Foro'],
    ['Nombre completo', 'Ana Quispe'],
    ['CI', '1234567'],
    ['Distrito', 'Distrito 3'],
    ['Celular', '70000000'],
    ['Colegio', 'Bolívar'],
  ] as const) {
    await user.type(within(form()).getByLabelText(label), value);
  }
}

describe('AsistenciasPage: table', () => {
  it('asks for page 1 of 50 and shows the table with check, cross and "-" for no date', async () => {
    serveAsistencias({ data: [asistencia(1), asistencia(2, { asistio: false, fechaEvento: null })], total: 2 });
    const requests = recordRequests();
    renderAdmin('/admin/asistencias');
    expect(await screen.findByText('Cargando asistencias...')).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Tabla de asistencias' });
    const [header, first, second] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(requests).toEqual(['GET /api/asistencias?page=1&limit=50']);
    expect(within(header).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['#', 'Nombre', 'Evento', 'Fecha', 'Distrito', 'Colegio', 'Edad', 'Asistió', 'Acciones']);
    expect(within(first).getByText('20 de noviembre de 2026')).toBeInTheDocument();
    expect(within(first).getByLabelText('Sí')).toBeInTheDocument();
    expect(within(second).getByText('-')).toBeInTheDocument();
    expect(within(second).getByLabelText('No')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', '/api/asistencias/export.csv');
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('download');
  });

  it('accepts a bare array, shows the empty text, and the refresh reads the list again', async () => {
    const answer = serveAsistencias([]);
    const { user } = renderAdmin('/admin/asistencias');
    expect(await screen.findByText('No hay asistencias registradas aún.')).toBeInTheDocument();
    answer.body = [asistencia(1)];
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Persona 1')).toBeInTheDocument();
  });

  it("shows the server's message on a failed load, else the screen's default, and an unexpected shape", async () => {
    server.use(http.get('/api/asistencias', () => apiError(403, MSG.sinPermiso)));
    const first = renderAdmin('/admin/asistencias');
    expect(await screen.findByText(MSG.sinPermiso)).toBeInTheDocument();
    first.unmount();

    server.use(http.get('/api/asistencias', () => apiError(500)));
    const second = renderAdmin('/admin/asistencias');
    expect(await screen.findByText('No se pudieron cargar las asistencias desde el servidor.')).toBeInTheDocument();
    expect(screen.queryByText('No hay asistencias registradas aún.')).not.toBeInTheDocument();
    second.unmount();

    serveAsistencias({ items: [] });
    renderAdmin('/admin/asistencias');
    expect(await screen.findByText('Respuesta inesperada del servidor.')).toBeInTheDocument();
  });
});

describe('AsistenciasPage: registration form', () => {
  it('validates the required texts and the age before sending anything', async () => {
    serveAsistencias([]);
    const { user } = renderAdmin('/admin/asistencias');
    await screen.findByText('No hay asistencias registradas aún.');
    const requests = recordRequests();
    await user.click(submit());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(MSG.asistenciaCampos));
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(MSG.asistenciaEdad));
    await user.clear(within(form()).getByLabelText('Edad'));
    await user.type(within(form()).getByLabelText('Edad'), '121');
    await user.click(submit());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(MSG.asistenciaEdad));
    expect(requests).toEqual([]);
  });

  it('registers ("Registrando..."), confirms, resets to edad 0 and asistio true, and shows the list read again', async () => {
    const answer = serveAsistencias([]);
    const { user } = renderAdmin('/admin/asistencias');
    await screen.findByText('No hay asistencias registradas aún.');
    const sent: unknown[] = [];
    const release = gate();
    server.use(
      http.post('/api/asistencias', async ({ request }) => {
        sent.push(await request.json());
        await release.opened;
        answer.body = [asistencia(9, { nombreCompleto: 'Ana Quispe' })];
        return HttpResponse.json(asistencia(9), { status: 201 });
      }),
    );
    await fill(user);
    await user.clear(within(form()).getByLabelText('Edad'));
    await user.type(within(form()).getByLabelText('Edad'), '18');
    await user.selectOptions(within(form()).getByLabelText('Asistencia'), 'No asistió ❌');
    await user.click(submit());
    expect(within(form()).getByRole('button', { name: 'Registrando...' })).toBeDisabled();
    release.open();

    expect(await within(form()).findByText('✅ Asistencia registrada correctamente')).toBeInTheDocument();
    expect(sent).toEqual([
      { tituloEvento: 'Foro', nombreCompleto: 'Ana Quispe', ci: '1234567', distrito: 'Distrito 3', celular: '70000000', colegio: 'Bolívar', edad: 18, asistio: false },
    ]);
    expect(within(form()).getByLabelText('Edad')).toHaveValue(0);
    expect(within(form()).getByLabelText('Asistencia')).toHaveValue('true');
    expect(within(form()).getByLabelText('Nombre completo')).toHaveValue('');
    const table = await screen.findByRole('region', { name: 'Tabla de asistencias' });
    expect(within(table).getByText('Ana Quispe')).toBeInTheDocument();
  });

  it("keeps the data and shows the server's message, else the save default", async () => {
    serveAsistencias([]);
    const { user } = renderAdmin('/admin/asistencias');
    await screen.findByText('No hay asistencias registradas aún.');
    await fill(user);
    await user.type(within(form()).getByLabelText('Edad'), '5');
    server.use(http.post('/api/asistencias', () => apiError(400, 'El campo ci no puede tener más de 20 caracteres.')));
    await user.click(submit());
    expect(await within(form()).findByRole('alert')).toHaveTextContent('El campo ci no puede tener más de 20 caracteres.');

    server.use(http.post('/api/asistencias', () => apiError(500)));
    await user.click(submit());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('No se pudo registrar la asistencia. Revisa los datos.'));
    expect(within(form()).getByLabelText('Nombre completo')).toHaveValue('Ana Quispe');

    // A 2xx that is not a record (no id) is no registration.
    server.use(http.post('/api/asistencias', () => HttpResponse.json({ ok: true }, { status: 201 })));
    await user.click(submit());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('El servidor no devolvió una asistencia válida.'));
    expect(within(form()).getByLabelText('Nombre completo')).toHaveValue('Ana Quispe');
  });
});

describe('AsistenciasPage: check-in rows', () => {
  it("shows a check-in's missing age as '-' and lets 'Editar' fill the empty fields (only those changed are sent)", async () => {
    const checkIn = asistencia(5, { nombreCompleto: 'Ana Quispe', ci: '', distrito: '', celular: '', colegio: '', edad: null, eventoId: 3, userId: 7 });
    const answer = serveAsistencias({ data: [checkIn], total: 1 });
    const sent: unknown[] = [];
    server.use(
      http.patch('/api/asistencias/5', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        answer.body = { data: [{ ...checkIn, ci: '7654321', edad: 19 }], total: 1 };
        return HttpResponse.json({ ...checkIn, ci: '7654321', edad: 19 });
      }),
    );
    const { user } = renderAdmin('/admin/asistencias');
    const row = (await screen.findByRole('cell', { name: 'Ana Quispe' })).closest('tr')!;
    expect(within(row).getAllByRole('cell')[6]).toHaveTextContent('-');
    await user.click(within(row).getByRole('button', { name: 'Editar asistencia de Ana Quispe' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar asistencia' });
    expect(within(dialog).getByLabelText('CI')).toHaveValue('');
    expect(within(dialog).getByLabelText('Edad')).toHaveValue(null);
    await user.type(within(dialog).getByLabelText('Edad'), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.asistenciaEdad));
    await user.clear(within(dialog).getByLabelText('Edad'));
    await user.type(within(dialog).getByLabelText('Edad'), '19');
    await user.type(within(dialog).getByLabelText('CI'), '7654321');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ ci: '7654321', edad: '19' }]);
    await waitFor(() => expect(screen.getByRole('cell', { name: '19' })).toBeInTheDocument());
  });

  it("an edit the server refuses without a message shows the catalogue's update text; an answer without an id is not a save", async () => {
    serveAsistencias({ data: [asistencia(5, { nombreCompleto: 'Ana Quispe' })], total: 1 });
    server.use(http.patch('/api/asistencias/5', () => apiError(500)));
    const { user } = renderAdmin('/admin/asistencias');
    const row = (await screen.findByRole('cell', { name: 'Ana Quispe' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Editar asistencia de Ana Quispe' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar asistencia' });
    await user.type(within(dialog).getByLabelText('Distrito'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('No se pudo actualizar la asistencia seleccionada.'));

    server.use(http.patch('/api/asistencias/5', () => HttpResponse.json({})));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('El servidor no devolvió una asistencia válida.'));
    expect(screen.getByRole('dialog', { name: 'Editar asistencia' })).toBeInTheDocument();
  });
});
