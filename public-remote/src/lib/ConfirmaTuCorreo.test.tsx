import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORREO_MSG } from '@plataforma/contracts';
import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { renderRoute } from '../testing/renderRoute';
import * as agenda from '../features/agenda/EventoPage';
import * as encuestas from '../features/encuestas/EncuestasPage';
import * as publicacion from '../features/publicaciones/PublicacionPage';

const unconfirmed = makeUser({ id: 7, email: 'ana@example.com', emailConfirmado: false });
const evento = { id: 4, titulo: 'Foro juvenil', descripcion: 'Un foro', fecha: new Date(Date.now() + 3 * 86_400_000).toISOString(), fechaFin: null, lugar: null, imagen: null, cupo: null, inscritos: 0, inscrito: false };
const comentario = { id: 9, contenido: 'Bien dicho', publicacionId: 5, creadoEn: '2026-11-15T13:00:00.000Z', editadoEn: null, oculto: false, usuario: { id: 2, nombre: 'Luis' } };
const post = { id: 5, titulo: 'Propuesta', contenido: 'Texto', creadoEn: '2026-11-15T12:00:00.000Z', comentarios: [comentario] };
const encuesta = { id: 3, titulo: '¿Qué taller?', descripcion: null, opciones: ['Oratoria', 'Liderazgo'], creadoEn: '2026-11-15T12:00:00.000Z', cerrada: false, cierraEn: null, yaVotaste: false };

const resendButton = () => screen.getByRole('button', { name: CORREO_MSG.reenviar });

afterEach(() => resetSession(null));

describe('ConfirmaTuCorreo: a member whose email is unconfirmed', () => {
  it("sees why and 'Reenviar correo de confirmación' instead of 'Asistiré'; the button mails a new link and says where", async () => {
    resetSession(unconfirmed);
    const requests = recordRequests();
    server.use(
      http.post('/api/auth/correo/reenviar', () => HttpResponse.json({ message: CORREO_MSG.reenviado('ana@example.com') })),
      // The page is read again after a write.
      getJson('/eventos/4', evento),
    );
    renderRoute(agenda, { path: '/agenda/:id', url: '/agenda/4', serverData: { evento } });
    expect(screen.getByText(CORREO_MSG.confirmaTuCorreo)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Asistiré' })).not.toBeInTheDocument();
    await userEvent.click(resendButton());
    expect(await screen.findByText(CORREO_MSG.reenviado('ana@example.com'))).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /api/auth/correo/reenviar']);
  });

  it("reads the server's refusal when too many links were sent", async () => {
    resetSession(unconfirmed);
    server.use(http.post('/api/auth/correo/reenviar', () => apiError(429, CORREO_MSG.demasiadosReenvios)));
    renderRoute(agenda, { path: '/agenda/:id', url: '/agenda/4', serverData: { evento } });
    await userEvent.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(CORREO_MSG.demasiadosReenvios);
  });

  it("sees the notice instead of the comment form, and no 'Reportar'", () => {
    resetSession(unconfirmed);
    renderRoute(publicacion, { path: '/publicaciones/:id', url: '/publicaciones/5', serverData: { publicacion: post } });
    expect(screen.getByText(CORREO_MSG.confirmaTuCorreo)).toBeInTheDocument();
    expect(resendButton()).toBeInTheDocument();
    expect(screen.queryByLabelText('Escribe un comentario')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reportar/ })).not.toBeInTheDocument();
  });

  it("sees the notice instead of a survey's 'Votar por' buttons", () => {
    resetSession(unconfirmed);
    renderRoute(encuestas, { path: '/encuestas', serverData: { encuestas: [encuesta] } });
    const card = screen.getByRole('article', { name: '¿Qué taller?' });
    expect(within(card).getByText(CORREO_MSG.confirmaTuCorreo)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Votar por/ })).not.toBeInTheDocument();
  });

  it('a confirmed member gets the forms', () => {
    resetSession(makeUser({ id: 7 }));
    renderRoute(publicacion, { path: '/publicaciones/:id', url: '/publicaciones/5', serverData: { publicacion: post } });
    expect(screen.getByLabelText('Escribe un comentario')).toBeInTheDocument();
    expect(screen.queryByText(CORREO_MSG.confirmaTuCorreo)).not.toBeInTheDocument();
  });
});
