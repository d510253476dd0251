import type { MiInscripcion } from '@plataforma/contracts';
import { getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signedIn } from '../../../testing/account';
import { renderApp } from '../../../testing/renderApp';

const DAY_MS = 86_400_000;
// 22:30 UTC is 18:30 in La Paz.
const at = (days: number, time = '22:30:00') => `${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T${time}.000Z`;
const inscripcion = (over: Partial<MiInscripcion>): MiInscripcion => ({
  eventoId: 1,
  titulo: 'Taller',
  fecha: at(10),
  fechaFin: null,
  lugar: null,
  inscritoEn: at(-20),
  asistenciaRegistrada: false,
  ...over,
});

const foro = inscripcion({ eventoId: 3, titulo: 'Foro juvenil', fecha: '2099-12-09T22:30:00.000Z', fechaFin: '2099-12-10T00:00:00.000Z', lugar: 'Plaza Murillo' });
const cabildo = inscripcion({ eventoId: 2, titulo: 'Cabildo', fecha: at(5) });
const feria = inscripcion({ eventoId: 4, titulo: 'Feria', fecha: at(-10), asistenciaRegistrada: true });
const charla = inscripcion({ eventoId: 5, titulo: 'Charla', fecha: at(-3) });

const section = () => screen.getByRole('region', { name: 'Mis actividades' });

beforeEach(() => server.use(getJson('/account/sessions', [])));
afterEach(() => {
  resetSession();
  localStorage.clear();
});

describe("Mis actividades (/perfil)", () => {
  it("lists upcoming events (soonest first: date and time in Bolivia, place, calendar, cancel) and past ones (latest first), 'Asististe' when checked in", async () => {
    signedIn(makeUser());
    server.use(getJson('/eventos/mias', [feria, foro, charla, cabildo]));
    renderApp('/perfil');
    expect(await screen.findByRole('link', { name: 'Foro juvenil' })).toHaveAttribute('href', '/agenda/3');
    const [proximas, pasadas] = within(section()).getAllByRole('list');
    expect(within(proximas!).getAllByRole('listitem').map((li) => within(li).getAllByRole('link')[0]!.textContent)).toEqual(['Cabildo', 'Foro juvenil']);
    expect(within(proximas!).getByText((_, el) => el?.tagName === 'P' && el.textContent === 'mié, 9 dic 2099 · 18:30 – 20:00 · Plaza Murillo')).toBeInTheDocument();
    expect(within(proximas!).getByRole('link', { name: 'Agregar al calendario: Foro juvenil' })).toHaveAttribute('href', '/api/eventos/3/ics');
    expect(within(proximas!).getByRole('button', { name: 'Cancelar inscripción: Foro juvenil' })).toBeInTheDocument();

    const past = within(pasadas!).getAllByRole('listitem');
    expect(past.map((li) => within(li).getByRole('link').textContent)).toEqual(['Charla', 'Feria']);
    expect(within(past[1]!).getByText('Asististe')).toBeInTheDocument();
    expect(within(past[0]!).queryByText('Asististe')).not.toBeInTheDocument();
    expect(within(pasadas!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels only after the confirm dialog, then shows the list read again', async () => {
    signedIn(makeUser());
    let mias = [foro, cabildo];
    server.use(
      http.get('/api/eventos/mias', () => HttpResponse.json(mias)),
      http.delete('/api/eventos/:id/inscripcion', ({ params }) => {
        mias = mias.filter((i) => i.eventoId !== Number(params.id));
        return HttpResponse.json({});
      }),
    );
    renderApp('/perfil');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar inscripción: Cabildo' }));
    const requests = recordRequests();
    const dialog = screen.getByRole('dialog', { name: 'Cancelar inscripción' });
    expect(dialog).toHaveTextContent('¿Cancelar tu inscripción? Tu cupo quedará libre para otra persona.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mantener inscripción' }));
    expect(requests).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar inscripción: Cabildo' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar inscripción' }));
    await waitFor(() => expect(within(section()).queryByText('Cabildo')).not.toBeInTheDocument());
    expect(within(section()).getByRole('button', { name: 'Cancelar inscripción: Foro juvenil' })).toBeInTheDocument();
    expect(requests).toContain('DELETE /api/eventos/2/inscripcion');
  });

  it('says so when the member has no sign-ups, linking to the agenda', async () => {
    signedIn(makeUser());
    server.use(getJson('/eventos/mias', []));
    renderApp('/perfil');
    expect(await within(await screen.findByRole('region', { name: 'Mis actividades' })).findByText('Aún no te inscribiste en ningún evento.', { exact: false })).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Ver la agenda' })).toHaveAttribute('href', '/agenda');
  });
});
