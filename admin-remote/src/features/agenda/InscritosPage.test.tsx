import type { Evento, Inscrito } from '@plataforma/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { serveList } from '../../testing/network';
import { renderAdmin } from '../../testing/renderAdmin';

const evento: Evento = {
  id: 3,
  titulo: 'Foro juvenil',
  descripcion: 'Debate abierto',
  // 18:30–20:00 in Bolivia.
  fecha: '2026-12-05T22:30:00.000Z',
  fechaFin: '2026-12-06T00:00:00.000Z',
  lugar: null,
  imagen: null,
  cupo: 30,
  inscritos: 2,
};

const inscrito = (userId: number, nombre: string, patch: Partial<Inscrito> = {}): Inscrito => ({
  userId,
  nombre,
  email: `${nombre.split(' ')[0]!.toLowerCase()}@example.com`,
  inscritoEn: '2026-11-21T14:30:00.000Z',
  asistenciaRegistrada: false,
  ...patch,
});

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('InscritosPage (/admin/agenda/:id/inscritos)', () => {
  it('lists the registrants (nombre, email, fecha de inscripción) with the CSV export', async () => {
    const requests = recordRequests();
    server.use(http.get('/api/eventos/3', () => HttpResponse.json(evento)));
    serveList('/eventos/3/inscripciones', [inscrito(7, 'Ana Quispe'), inscrito(8, 'Luis Mamani', { asistenciaRegistrada: true })]);
    renderAdmin('/admin/agenda/3/inscritos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscritos: Foro juvenil' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Ana Quispe' })).toBeInTheDocument();
    expect(within(row('Ana Quispe')).getByRole('cell', { name: 'ana@example.com' })).toBeInTheDocument();
    expect(within(row('Ana Quispe')).getByText('21 de noviembre de 2026 a las 10:30')).toBeInTheDocument();
    expect(screen.getByText('sáb, 5 dic 2026 · 18:30 – 20:00 · Cupo: 30')).toBeInTheDocument();
    expect(within(row('Luis Mamani')).getByText('Asistencia registrada')).toBeInTheDocument();
    expect(within(row('Luis Mamani')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Desmarcar asistencia de Luis Mamani']);
    const csv = screen.getByRole('link', { name: 'Exportar CSV' });
    expect(csv).toHaveAttribute('href', '/api/eventos/3/inscripciones?format=csv');
    expect(csv).toHaveAttribute('download');
    expect(requests.sort()).toEqual(['GET /api/eventos/3', 'GET /api/eventos/3/inscripciones']);
  });

  it("'Marcar asistencia' asks first (cancel sends nothing), records it, and the row read again shows it recorded", async () => {
    server.use(http.get('/api/eventos/3', () => HttpResponse.json(evento)));
    const list = serveList('/eventos/3/inscripciones', [inscrito(7, 'Ana Quispe')]);
    const sent: string[] = [];
    server.use(
      http.post('/api/eventos/3/inscripciones/7/asistencia', () => {
        sent.push('POST');
        list.items = [inscrito(7, 'Ana Quispe', { asistenciaRegistrada: true })];
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/agenda/3/inscritos');
    await user.click(await screen.findByRole('button', { name: 'Marcar asistencia de Ana Quispe' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar asistencia' });
    expect(dialog).toHaveTextContent('¿Marcar que Ana Quispe asistió a «Foro juvenil»? Se creará su registro en Asistencias.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Marcar asistencia de Ana Quispe' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Marcar asistencia' }));
    expect(await screen.findByText('Asistencia registrada: Ana Quispe.')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Ana Quispe')).getByText('Asistencia registrada')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual(['POST']);
    // The keyboard stays on the row: the button pressed, now saying the other thing, has focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Desmarcar asistencia de Ana Quispe' })).toHaveFocus());
  });

  it("'Desmarcar asistencia' asks first (Escape sends nothing), removes it with the server's message, and offers 'Marcar asistencia' again", async () => {
    server.use(http.get('/api/eventos/3', () => HttpResponse.json(evento)));
    const list = serveList('/eventos/3/inscripciones', [inscrito(7, 'Ana Quispe', { asistenciaRegistrada: true })]);
    const sent: string[] = [];
    server.use(
      http.delete('/api/eventos/3/inscripciones/7/asistencia', () => {
        sent.push('DELETE');
        list.items = [inscrito(7, 'Ana Quispe')];
        return HttpResponse.json({ message: 'Asistencia desmarcada.' });
      }),
    );
    const { user } = renderAdmin('/admin/agenda/3/inscritos');
    await user.click(await screen.findByRole('button', { name: 'Desmarcar asistencia de Ana Quispe' }));
    expect(screen.getByRole('dialog', { name: 'Desmarcar asistencia' })).toHaveTextContent(
      '¿Desmarcar la asistencia de Ana Quispe? Se borrará su registro de asistencia a «Foro juvenil», con los datos que se le hayan agregado en Asistencias.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Desmarcar asistencia de Ana Quispe' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desmarcar asistencia' }));
    expect(await screen.findByText('Asistencia desmarcada.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Marcar asistencia de Ana Quispe' })).toBeEnabled();
    expect(within(row('Ana Quispe')).queryByText('Asistencia registrada')).not.toBeInTheDocument();
    expect(sent).toEqual(['DELETE']);
  });

  it("shows a failed check-in's message, and the empty text when nobody signed up", async () => {
    server.use(http.get('/api/eventos/3', () => HttpResponse.json(evento)));
    serveList('/eventos/3/inscripciones', [inscrito(7, 'Ana Quispe')]);
    server.use(http.post('/api/eventos/3/inscripciones/7/asistencia', () => apiError(404, 'El recurso solicitado no existe.')));
    const { user, unmount } = renderAdmin('/admin/agenda/3/inscritos');
    await user.click(await screen.findByRole('button', { name: 'Marcar asistencia de Ana Quispe' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Marcar asistencia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El recurso solicitado no existe.');
    unmount();
    serveList('/eventos/3/inscripciones', []);
    renderAdmin('/admin/agenda/3/inscritos');
    expect(await screen.findByText('Nadie se ha inscrito todavía.')).toBeInTheDocument();
  });
});
