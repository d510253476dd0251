import { MSG, type Encuesta } from '@plataforma/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok, serverError } from '@plataforma/shared-auth/testing';
import { cardTitles } from '../../testing/cards';
import { renderAdmin } from '../../testing/render';
import { EncuestasPage } from './EncuestasPage';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));
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
};

async function setup(list = [encuesta]) {
  api.get.mockReset().mockReturnValue(ok(list));
  const user = userEvent.setup();
  renderAdmin(<EncuestasPage />);
  await screen.findByRole('heading', { name: '¿Qué tema?' });
  return user;
}

const dialog = () => screen.getByRole('dialog');
const submitButton = (name: string) => within(dialog()).getByRole('button', { name });

beforeEach(() => {
  api.post.mockReset();
  api.put.mockReset();
  api.delete.mockReset();
});

describe('EncuestasPage', () => {
  it('shows the header text, the card and the lazily loaded blue chart of votes', async () => {
    await setup();
    expect(screen.getByText('Administra y crea encuestas para conocer la opinión de la comunidad.')).toBeInTheDocument();
    expect(screen.getByText('Elige uno')).toBeInTheDocument();
    expect(screen.getByText('20 de noviembre de 2026')).toBeInTheDocument();
    const chart = await screen.findByTestId('chart');
    expect(chart).toHaveTextContent('Empleo:3,Educación:1');
    expect(chart).toHaveAttribute('data-height', '220');
    expect(chart).toHaveAttribute('data-color', '#3b82f6');
  });

  it('shows the loading and empty texts, and the load failure banner', async () => {
    api.get.mockReset().mockReturnValue(ok([]));
    renderAdmin(<EncuestasPage />);
    expect(screen.getByText('Cargando encuestas...')).toBeInTheDocument();
    expect(await screen.findByText('No hay encuestas registradas.')).toBeInTheDocument();
  });

  it('applies the option rules in the create modal', async () => {
    const user = await setup();
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
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(MSG.opcionesDuplicadas);

    await user.click(within(dialog()).getByRole('button', { name: 'Agregar Opción' }));
    expect(screen.getAllByLabelText(/^Opción \d$/)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Quitar opción 2' }));
    expect(screen.getAllByLabelText(/^Opción \d$/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Quitar opción/ })).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('creates ("Creando..."), omits an empty description, prepends and resets', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Crear Encuesta' }));
    await user.type(screen.getByLabelText('Título'), '  Nueva ');
    await user.type(screen.getByLabelText('Opción 1'), ' A ');
    await user.type(screen.getByLabelText('Opción 2'), 'B');
    let answer!: (value: { data: unknown }) => void;
    api.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user.click(submitButton('Crear Encuesta'));
    expect(submitButton('Creando...')).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith('/encuestas', { titulo: 'Nueva', opciones: ['A', 'B'] });
    answer({ data: { ...encuesta, id: 2, titulo: 'Nueva', descripcion: null, opciones: ['A', 'B'], votos: {} } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(['Nueva', '¿Qué tema?']);

    await user.click(screen.getByRole('button', { name: 'Crear Encuesta' }));
    expect(screen.getByLabelText('Título')).toHaveValue('');
  });

  it('edits a prefilled survey ("Actualizando..."), replaces it; a failure stays in the modal', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Editar ¿Qué tema?' }));
    expect(screen.getByRole('dialog', { name: 'Editar Encuesta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Opción 2')).toHaveValue('Educación');

    api.put.mockRejectedValueOnce(serverError(500));
    await user.click(submitButton('Actualizar Encuesta'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error al actualizar la encuesta');

    let answer!: (value: { data: unknown }) => void;
    api.put.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText('Título'), ' 2');
    await user.click(submitButton('Actualizar Encuesta'));
    expect(submitButton('Actualizando...')).toBeDisabled();
    answer({ data: { ...encuesta, titulo: '¿Qué tema? 2' } });
    await waitFor(() => expect(cardTitles()).toEqual(['¿Qué tema? 2']));
  });

  it('deletes through "Confirmar Eliminación"', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Eliminar ¿Qué tema?' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmar Eliminación' });
    expect(confirm).toHaveTextContent('¿Qué tema?');
    api.delete.mockReturnValue(ok({ message: 'ok' }));
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(api.delete).toHaveBeenCalledWith('/encuestas/1');
    expect(await screen.findByText('No hay encuestas registradas.')).toBeInTheDocument();
  });
});
