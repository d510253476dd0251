import { screen } from '@testing-library/react';
import { api, ok, networkError } from '@plataforma/shared-auth/testing';
import { formatDateShortWeekday, formatTime } from '@plataforma/shared-ui';
import { renderPage } from '../../testing/renderPage';
import AgendaPage from './AgendaPage';
import '../../testing/fetchFromApiMock';

jest.mock('@plataforma/shared-auth/api', () => require('@plataforma/shared-auth/testing'));

const fecha = '2026-11-28T22:30:00.000Z';
const eventos = [
  { id: 1, titulo: 'Foro juvenil', descripcion: 'Debate', fecha, lugar: 'Plaza Murillo', imagen: 'eventos/f.jpg' },
  { id: 2, titulo: 'Cabildo', descripcion: 'y'.repeat(125), fecha, lugar: null, imagen: null },
];

beforeEach(() => api.get.mockReset());

describe('AgendaPage', () => {
  it('shows each event with date, 24 h time, optional place and image', async () => {
    api.get.mockReturnValue(ok(eventos));
    renderPage(<AgendaPage />);
    expect(screen.getByText('Cargando eventos...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Foro juvenil' })).toBeInTheDocument();
    expect(screen.getByText('Lugar: Plaza Murillo')).toBeInTheDocument();
    expect(screen.getAllByText('Lugar:', { exact: false })).toHaveLength(1);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText(`${'y'.repeat(120)}…`)).toBeInTheDocument();
    expect(formatTime(fecha)).toMatch(/^\d\d:\d\d$/);
    expect(screen.getAllByText(`${formatDateShortWeekday(fecha)} · ${formatTime(fecha)}`)).toHaveLength(2);
  });

  it('shows the empty and error texts', async () => {
    api.get.mockReturnValue(ok([]));
    const { unmount } = renderPage(<AgendaPage />);
    expect(await screen.findByText('No hay eventos disponibles por ahora.')).toBeInTheDocument();
    unmount();
    api.get.mockRejectedValue(networkError());
    renderPage(<AgendaPage />);
    expect(await screen.findByText('Ocurrió un error al cargar los eventos. Intenta nuevamente.')).toBeInTheDocument();
  });
});
