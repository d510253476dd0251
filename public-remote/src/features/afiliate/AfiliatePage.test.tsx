import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AfiliacionMia } from '@plataforma/contracts';
import { apiError, http, HttpResponse, postJson, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { renderRoute } from '../../testing/renderRoute';
import * as page from './AfiliatePage';
import { iniciales, verificacionUrl } from './Carnet';

afterEach(() => resetSession(null));

const mia = (overrides: Partial<AfiliacionMia> = {}): AfiliacionMia => ({
  id: 3,
  estado: 'pendiente',
  departamento: 'Cochabamba',
  institucion: 'UMSS',
  numero: null,
  motivo: null,
  creadoEn: '2026-11-20T15:00:00.000Z',
  revisadoEn: null,
  aprobadaEn: null,
  ci: '7654321-1A',
  fechaNacimiento: '2005-03-14',
  celular: '71234567',
  consentimientoEn: '2026-11-20T15:00:00.000Z',
  codigo: null,
  ...overrides,
});

/** GET /afiliaciones/mia answers each value in turn, the last one from then on. */
function miaAnswers(...answers: (AfiliacionMia | null)[]) {
  let call = 0;
  server.use(http.get('/api/afiliaciones/mia', () => HttpResponse.json({ afiliacion: answers[Math.min(call++, answers.length - 1)] ?? null })));
}

const asMember = (overrides = {}) => resetSession(makeUser(overrides));

describe('AfiliatePage', () => {
  it('explains affiliation to a visitor, with FORMA PARTE and INICIAR SESIÓN returning here, reading nothing', async () => {
    const requests = recordRequests();
    renderRoute(page, { path: '/afiliate' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Afiliación' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Qué es la afiliación?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FORMA PARTE' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'INICIAR SESIÓN' })).toHaveAttribute('href', '/login?volver=%2Fafiliate');
    expect(screen.queryByRole('button', { name: 'Solicitar afiliación' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("renders the server's visitor page as it is, then reads the member's request once the session is known", async () => {
    miaAnswers(null);
    renderRoute(page, { path: '/afiliate', serverData: { para: null, afiliacion: null } });
    expect(screen.getByRole('link', { name: 'FORMA PARTE' })).toBeInTheDocument();
    act(() => asMember());
    expect(await screen.findByRole('button', { name: 'Solicitar afiliación' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'FORMA PARTE' })).not.toBeInTheDocument();
  });

  it('checks each field with the shared rule before sending anything', async () => {
    asMember();
    miaAnswers(null);
    const requests = recordRequests();
    renderRoute(page, { path: '/afiliate' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Carnet de identidad (CI)'), '12a');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '1980-01-01');
    await user.type(screen.getByLabelText('Celular'), '51234567');
    await user.click(screen.getByRole('button', { name: 'Solicitar afiliación' }));

    // The page's action checks it: the messages come back beside the fields, with what was typed.
    await waitFor(() => expect(screen.getByLabelText('Departamento')).toHaveAccessibleDescription('Elige un departamento.'));
    expect(screen.getByLabelText('Carnet de identidad (CI)')).toHaveValue('12a');
    expect(screen.getByLabelText('Carnet de identidad (CI)')).toHaveAccessibleDescription(expect.stringContaining('Ingresa un número de carnet válido.'));
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAccessibleDescription(expect.stringContaining('La afiliación juvenil es para personas de 14 a 35 años.'));
    expect(screen.getByLabelText('Departamento')).toHaveAccessibleDescription('Elige un departamento.');
    expect(screen.getByLabelText('Celular')).toHaveAccessibleDescription(expect.stringContaining('Ingresa un número de celular válido.'));
    expect(screen.getByRole('checkbox', { name: 'Acepto que mis datos se usen solo para gestionar mi afiliación.' })).toHaveAccessibleDescription(
      'Debes aceptar el uso de tus datos para gestionar tu afiliación.',
    );
    expect(requests).toEqual(['GET /api/afiliaciones/mia']);

    await user.type(screen.getByLabelText('Carnet de identidad (CI)'), '4');
    expect(screen.getByLabelText('Carnet de identidad (CI)')).not.toHaveAccessibleDescription(expect.stringContaining('Ingresa un número de carnet válido.'));
    expect(screen.getByLabelText('Departamento')).toHaveAccessibleDescription('Elige un departamento.');
  });

  it('sends the request, confirms it and shows it pending', async () => {
    asMember();
    miaAnswers(null, mia());
    const sent = postJson('/afiliaciones', () => HttpResponse.json(mia(), { status: 201 }));
    renderRoute(page, { path: '/afiliate' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Carnet de identidad (CI)'), '7654321 1a');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '2005-03-14');
    await user.selectOptions(screen.getByLabelText('Departamento'), 'Cochabamba');
    await user.type(screen.getByLabelText('Celular'), '71234567');
    await user.type(screen.getByLabelText('Colegio o universidad (opcional)'), 'UMSS');
    await user.click(screen.getByRole('checkbox', { name: 'Acepto que mis datos se usen solo para gestionar mi afiliación.' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar afiliación' }));

    expect(await screen.findByText('Solicitud enviada. Te avisaremos cuando sea revisada.')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de revisión')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar afiliación' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      { ci: '7654321-1A', fechaNacimiento: '2005-03-14', departamento: 'Cochabamba', celular: '71234567', institucion: 'UMSS', consentimiento: true },
    ]);
  });

  it("shows the API's refusal and keeps what the member typed", async () => {
    asMember();
    miaAnswers(null);
    postJson('/afiliaciones', () => apiError(429, 'Demasiados intentos. Espera un momento e inténtalo de nuevo.'));
    renderRoute(page, { path: '/afiliate' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Carnet de identidad (CI)'), '1234567');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '2006-05-01');
    await user.selectOptions(screen.getByLabelText('Departamento'), 'Pando');
    await user.type(screen.getByLabelText('Celular'), '61234567');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Solicitar afiliación' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Espera un momento e inténtalo de nuevo.');
    expect(screen.getByLabelText('Carnet de identidad (CI)')).toHaveValue('1234567');
  });

  it('tells a blocked member they cannot take part instead of a form the server would refuse; a request already sent still shows', async () => {
    asMember({ bloqueado: true });
    miaAnswers(null, mia({ estado: 'rechazada', motivo: 'Datos incompletos' }), mia());
    const first = renderRoute(page, { path: '/afiliate' });
    expect(await screen.findByText('Tu cuenta no puede participar por ahora.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Qué es la afiliación?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar afiliación' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Carnet de identidad (CI)')).not.toBeInTheDocument();
    first.unmount();

    const rejected = renderRoute(page, { path: '/afiliate' });
    expect(await screen.findByText('Solicitud rechazada: Datos incompletos')).toBeInTheDocument();
    expect(screen.getByText('Tu cuenta no puede participar por ahora.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar afiliación' })).not.toBeInTheDocument();
    rejected.unmount();

    renderRoute(page, { path: '/afiliate' });
    expect(await screen.findByText('Pendiente de revisión')).toBeInTheDocument();
  });

  it('tells a rejected member why, with their request filled in to correct it', async () => {
    asMember();
    miaAnswers(mia({ estado: 'rechazada', motivo: 'El carnet no coincide con tu nombre.' }));
    renderRoute(page, { path: '/afiliate' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Solicitud rechazada: El carnet no coincide con tu nombre.');
    expect(screen.getByLabelText('Carnet de identidad (CI)')).toHaveValue('7654321-1A');
    expect(screen.getByLabelText('Departamento')).toHaveValue('Cochabamba');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows an approved member their card with number, department, since when and the QR of its verification page', async () => {
    asMember({ nombre: 'Ana María Quispe', imagen: '' });
    miaAnswers(mia({ estado: 'aprobada', numero: 'PJ-000007', aprobadaEn: '2026-11-22T14:00:00.000Z', codigo: 'c0d1g0-secreto_123' }));
    renderRoute(page, { path: '/afiliate' });
    const card = await screen.findByRole('group', { name: 'Carnet de afiliado' });
    expect(within(card).getByText('Ana María Quispe')).toBeInTheDocument();
    expect(within(card).getByText('AQ')).toBeInTheDocument();
    expect(within(card).getByText('PJ-000007')).toBeInTheDocument();
    expect(within(card).getByText('Cochabamba')).toBeInTheDocument();
    expect(within(card).getByText('Afiliado desde 22 de noviembre de 2026')).toBeInTheDocument();
    expect(within(card).getByText('Afiliación vigente')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Código QR para verificar la afiliación' })).toBeInTheDocument();
    expect(within(card).queryByText('7654321-1A')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar carnet' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  });

  it("shows the member's photo on the card when they have one", async () => {
    asMember({ nombre: 'Ana Quispe', imagen: 'usuarios/ana.jpg' });
    miaAnswers(mia({ estado: 'aprobada', numero: 'PJ-000001', aprobadaEn: '2026-11-22T14:00:00.000Z', codigo: 'abc' }));
    renderRoute(page, { path: '/afiliate' });
    expect(await screen.findByRole('img', { name: 'Ana Quispe' })).toHaveAttribute('src', '/media/usuarios/ana.jpg');
  });

  it('names the page', () => {
    expect(page.handle.head({ para: null, afiliacion: null })).toEqual({
      title: 'Mi Afiliación · Plataforma Juvenil',
      description: 'Afíliate al movimiento juvenil: solicita tu carnet digital de afiliado con un código QR que cualquiera puede verificar.',
    });
  });
});

describe('the card', () => {
  it('takes the initials of the first and last names', () => {
    expect(iniciales('Ana María Quispe Mamani')).toBe('AM');
    expect(iniciales('  ana  ')).toBe('A');
    expect(iniciales('Luis Arce')).toBe('LA');
  });

  it("points its QR at this site's absolute verification URL (a phone camera knows no current site)", () => {
    expect(verificacionUrl('xyz')).toBe(`${window.location.origin}/verificar/xyz`);
    expect(verificacionUrl('xyz')).toMatch(/^https?:\/\//);
  });
});
