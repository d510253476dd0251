import { MSG, type Asistencia } from '@plataforma/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { renderAdmin } from '../../testing/render';
import { AsistenciasPage } from './AsistenciasPage';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

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
  ...patch,
});

const form = () => screen.getByRole('form', { name: 'Registrar nueva asistencia' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
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

beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
});

describe('AsistenciasPage', () => {
  it('asks for page 1 of 50 and shows the table with check, cross and "-" for no date', async () => {
    api.get.mockReturnValue(ok({ data: [asistencia(1), asistencia(2, { asistio: false, fechaEvento: null })], total: 2 }));
    renderAdmin(<AsistenciasPage />);
    expect(screen.getByText('Cargando asistencias...')).toBeInTheDocument();
    const [header, first, second] = (await screen.findAllByRole('row')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(api.get).toHaveBeenCalledWith('/asistencias', { params: { page: 1, limit: 50 }, signal: expect.any(AbortSignal) });
    expect(within(header).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['#', 'Nombre', 'Evento', 'Fecha', 'Distrito', 'Colegio', 'Edad', 'Asistió']);
    expect(within(first).getByText('20 de noviembre de 2026')).toBeInTheDocument();
    expect(within(first).getByLabelText('Sí')).toBeInTheDocument();
    expect(within(second).getByText('-')).toBeInTheDocument();
    expect(within(second).getByLabelText('No')).toBeInTheDocument();
  });

  it('accepts a bare array, shows the empty text and the refresh reloads', async () => {
    api.get.mockReturnValue(ok([]));
    const user = userEvent.setup();
    renderAdmin(<AsistenciasPage />);
    expect(await screen.findByText('No hay asistencias registradas aún.')).toBeInTheDocument();
    api.get.mockReturnValue(ok([asistencia(1)]));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Persona 1')).toBeInTheDocument();
  });

  it('reports a load failure and an unexpected shape', async () => {
    api.get.mockRejectedValue(serverError(500));
    const { unmount } = renderAdmin(<AsistenciasPage />);
    expect(await screen.findByText('No se pudieron cargar las asistencias desde el servidor.')).toBeInTheDocument();
    expect(screen.queryByText('No hay asistencias registradas aún.')).not.toBeInTheDocument();
    unmount();
    api.get.mockReturnValue(ok({ items: [] }));
    renderAdmin(<AsistenciasPage />);
    expect(await screen.findByText('Respuesta inesperada del servidor.')).toBeInTheDocument();
  });

  it('validates the required texts and the age', async () => {
    api.get.mockReturnValue(ok([]));
    const user = userEvent.setup();
    renderAdmin(<AsistenciasPage />);
    await user.click(within(form()).getByRole('button', { name: 'Registrar asistencia' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('⚠️ Completa todos los campos obligatorios.');
    await fill(user);
    await user.click(within(form()).getByRole('button', { name: 'Registrar asistencia' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(MSG.asistenciaEdad);
    await user.clear(within(form()).getByLabelText('Edad'));
    await user.type(within(form()).getByLabelText('Edad'), '121');
    await user.click(within(form()).getByRole('button', { name: 'Registrar asistencia' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(MSG.asistenciaEdad);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('registers, confirms, resets to edad 0 and asistio true, and reloads the list', async () => {
    api.get.mockReturnValue(ok([]));
    const user = userEvent.setup();
    renderAdmin(<AsistenciasPage />);
    await fill(user);
    await user.clear(within(form()).getByLabelText('Edad'));
    await user.type(within(form()).getByLabelText('Edad'), '18');
    await user.selectOptions(within(form()).getByLabelText('Asistencia'), 'No asistió ❌');
    api.post.mockReturnValue(ok(asistencia(9)));
    api.get.mockReturnValue(ok([asistencia(9)]));
    await user.click(within(form()).getByRole('button', { name: 'Registrar asistencia' }));
    expect(api.post).toHaveBeenCalledWith('/asistencias', expect.objectContaining({ nombreCompleto: 'Ana Quispe', edad: 18, asistio: false }));
    expect(await within(form()).findByText('✅ Asistencia registrada correctamente')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Edad')).toHaveValue(0);
    expect(within(form()).getByLabelText('Asistencia')).toHaveValue('true');
    expect(within(form()).getByLabelText('Nombre completo')).toHaveValue('');
    await waitFor(() => expect(screen.getByText('Persona 9')).toBeInTheDocument());
  });

  it('keeps the data and shows the save failure', async () => {
    api.get.mockReturnValue(ok([]));
    const user = userEvent.setup();
    renderAdmin(<AsistenciasPage />);
    await fill(user);
    await user.type(within(form()).getByLabelText('Edad'), '5');
    api.post.mockRejectedValue(serverError(500));
    await user.click(within(form()).getByRole('button', { name: 'Registrar asistencia' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('No se pudo registrar la asistencia. Revisa los datos.');
    expect(within(form()).getByLabelText('Nombre completo')).toHaveValue('Ana Quispe');
  });
});
