import { MSG, type Evento } from '@plataforma/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok } from '@plataforma/shared-auth/testing';
import { cardTitles } from '../../testing/cards';
import { renderAdmin } from '../../testing/render';
import { eventDayBounds } from './components/dateInput';
import { EventosPage } from './EventosPage';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const evento: Evento = {
  id: 1,
  titulo: 'Foro juvenil',
  descripcion: 'Debate abierto',
  fecha: '2026-12-05T00:00:00.000Z',
  lugar: 'Plaza Murillo',
  imagen: null,
};

async function setup() {
  api.get.mockReset().mockReturnValue(ok([evento]));
  const user = userEvent.setup({ applyAccept: false });
  renderAdmin(<EventosPage />);
  await screen.findByRole('heading', { name: 'Foro juvenil' });
  return user;
}

const dialog = () => screen.getByRole('dialog');
const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

beforeEach(() => {
  api.post.mockReset();
  api.put.mockReset();
  api.delete.mockReset();
});

describe('EventosPage', () => {
  it('shows date/time and place, and the empty text when there are none', async () => {
    await setup();
    expect(screen.getByText('Plaza Murillo')).toBeInTheDocument();
    expect(screen.getByText(/diciembre de 2026/)).toBeInTheDocument();
  });

  it('bounds the date input from today to 2880 hours ahead', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    const input = screen.getByLabelText('Fecha');
    expect(input).toHaveAttribute('min', day(0));
    expect(input).toHaveAttribute('max', eventDayBounds().max);
    expect(eventDayBounds(new Date(2026, 0, 1, 12)).max).toBe('2026-05-01');
  });

  it('applies the event rules and sends the day as midnight UTC, then prepends', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    await user.type(screen.getByLabelText('Título'), 'Nuevo');
    await user.type(screen.getByLabelText('Descripción'), 'Hola');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.eventoDescripcion);

    await user.type(screen.getByLabelText('Descripción'), ' a todos');
    await user.type(screen.getByLabelText('Fecha'), day(-3));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.fechaPasada);

    await user.clear(screen.getByLabelText('Fecha'));
    await user.type(screen.getByLabelText('Fecha'), day(200));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.fechaLejana);

    await user.clear(screen.getByLabelText('Fecha'));
    await user.type(screen.getByLabelText('Fecha'), day(10));
    api.post.mockReturnValue(ok({ ...evento, id: 2, titulo: 'Nuevo' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear Evento' }));
    const form = api.post.mock.calls[0][1] as FormData;
    expect(Object.fromEntries(form)).toEqual({ titulo: 'Nuevo', descripcion: 'Hola a todos', fecha: `${day(10)}T00:00:00.000Z` });
    await waitFor(() => expect(cardTitles()).toEqual(['Nuevo', 'Foro juvenil']));
  });

  it('edits a prefilled event and replaces it by id', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Editar Foro juvenil' }));
    expect(screen.getByLabelText('Fecha')).toHaveValue('2026-12-05');
    expect(screen.getByLabelText('Lugar (opcional)')).toHaveValue('Plaza Murillo');
    api.put.mockReturnValue(ok({ ...evento, titulo: 'Foro 2' }));
    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Foro 2');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(api.put).toHaveBeenCalledWith('/eventos/1', expect.any(FormData), expect.anything());
    await waitFor(() => expect(cardTitles()).toEqual(['Foro 2']));
  });

  it('warns that the deletion cannot be undone, then removes the event', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Eliminar Foro juvenil' }));
    expect(dialog()).toHaveTextContent('Esta acción no se puede deshacer.');
    api.delete.mockReturnValue(ok({ message: 'ok' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No hay eventos registrados.')).toBeInTheDocument();
  });
});
