import { useSession } from '@plataforma/shared-auth';
import { apiError, getJson, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser, resetSession, setSession } from '@plataforma/shared-auth/testing/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate } from '../../testing/account';
import { renderApp } from '../../testing/renderApp';
import { typedBeforeHydration } from '../../testing/typedBeforeHydration';

// Where a signed-in user lands are the remotes' pages: other deployables, stood in for.
jest.mock('@module-federation/enhanced/runtime', () => require('../../testing/remotes'));

const member = makeUser();
const admin = makeUser({ id: 2, nombre: 'Admin', email: 'admin@example.com', rol: 'admin' });
const challenge = { verificacionRequerida: true, token: 'pendiente-0123456789abcdef' };

/** POST /api/auth/login answers `respond`; the bodies it received are returned. */
function loginAnswers(respond: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

/** The account's session check and two-step status, asked on the way into /admin. */
const adminArea = () => [
  getJson('/auth/profile', admin),
  getJson('/account/two-factor', { activa: true, obligatoria: true, codigosRestantes: 10 }),
];

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
  return view;
}

const fill = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
};
const submitButton = () => screen.getByRole('button', { name: /Ingresar|Ingresando/ });

afterEach(() => {
  resetSession();
  localStorage.clear();
});

describe('LoginPage (/login)', () => {
  it('has its title, labelled fields and the links to /register and /recuperar', async () => {
    await openLogin();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    // Named as the API names them, in a form that posts: ready to be sent without JavaScript.
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('name', 'password');
    expect(submitButton().closest('form')).toHaveAttribute('method', 'post');
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/recuperar');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Plataforma Juvenil'));
  });

  it("never disables submit for blank fields: sending says 'Todos los campos son obligatorios.', without a request", async () => {
    await openLogin();
    const requests = recordRequests();
    expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios.');
    await fill('ana@example.com', '   ');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios.');
    expect(requests).toEqual([]);
  });

  it('sends what the fields hold, also text typed before the scripts ran (which React never saw)', async () => {
    const bodies = loginAnswers(() => HttpResponse.json(member));
    await openLogin();
    typedBeforeHydration(screen.getByLabelText('Correo electrónico'), 'Ana@Example.com');
    typedBeforeHydration(screen.getByLabelText('Contraseña'), 'secreto');
    await userEvent.click(submitButton());
    await waitFor(() => expect(bodies).toEqual([{ email: 'ana@example.com', password: 'secreto' }]));
  });

  it('shows and hides the password', async () => {
    await openLogin();
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });

  it("sends the trimmed, lower-case email; shows 'Ingresando...', then the server's message", async () => {
    const answer = gate();
    const bodies = loginAnswers(async () => {
      await answer.opened;
      return apiError(401, 'Demasiados intentos. Espera un momento e inténtalo de nuevo.');
    });
    await openLogin();
    await fill('  Ana@Example.com ', 'secreto');
    await userEvent.click(submitButton());

    await waitFor(() => expect(bodies).toEqual([{ email: 'ana@example.com', password: 'secreto' }]));
    expect(submitButton()).toHaveTextContent('Ingresando...');
    expect(submitButton()).toBeDisabled();

    answer.open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Espera un momento e inténtalo de nuevo.');
    expect(submitButton()).toHaveTextContent('Ingresar');
    expect(submitButton()).toBeEnabled();
    expect(useSession.getState().user).toBeNull();
  });

  it("shows the API's message for wrong credentials; an answer without one gets the screen's default, not 'wrong password' (SPEC §8)", async () => {
    loginAnswers(() => apiError(401, 'Credenciales inválidas. Intenta nuevamente.'));
    await openLogin();
    await fill('ana@example.com', 'secreto');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas. Intenta nuevamente.');

    // A proxy's error page: no message.
    server.use(http.post('/api/auth/login', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })));
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error inesperado al iniciar sesión.'));

    // No answer at all (the client tries once more, then gives up).
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    await userEvent.click(submitButton());
    expect(await screen.findByText('No se pudo conectar con el servidor.')).toBeInTheDocument();
  });

  it('sends a member home after logging in', async () => {
    loginAnswers(() => HttpResponse.json(member));
    const { currentUrl } = await openLogin();
    await fill('ana@example.com', 'secreto');
    await userEvent.click(submitButton());
    expect(await screen.findByText('remote:public_remote/Home')).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(useSession.getState().user).toMatchObject({ email: 'ana@example.com', rol: 'usuario' });
  });

  it("returns to the page that sent the visitor (?volver=, 'Inicia sesión para inscribirte'), never to another site", async () => {
    loginAnswers(() => HttpResponse.json(member));
    const { currentUrl, unmount } = renderApp('/login?volver=%2Fagenda%2F3');
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await fill('ana@example.com', 'secreto');
    await userEvent.click(submitButton());
    expect(await screen.findByText('remote:public_remote/Evento')).toBeInTheDocument();
    expect(currentUrl()).toBe('/agenda/3');
    unmount();
    resetSession();
    const away = renderApp('/login?volver=%2F%2Fotro.example.com');
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    await fill('ana@example.com', 'secreto');
    await userEvent.click(submitButton());
    expect(await screen.findByText('remote:public_remote/Home')).toBeInTheDocument();
    expect(away.currentUrl()).toBe('/');
  });

  it('sends an admin to /admin after logging in', async () => {
    loginAnswers(() => HttpResponse.json(admin));
    server.use(...adminArea());
    const { currentUrl } = await openLogin();
    await fill('admin@example.com', 'secreto');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Panel de administración')).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin');
  });

  it("asks for the 'Código de verificación' after the password of a two-step account", async () => {
    loginAnswers(() => HttpResponse.json(challenge, { status: 202 }));
    const codes: unknown[] = [];
    server.use(
      http.post('/api/auth/login/verify', async ({ request }) => {
        codes.push(await request.json());
        return codes.length === 1 ? apiError(400, 'El código de verificación no es correcto.') : HttpResponse.json(admin);
      }),
      ...adminArea(),
    );
    const { currentUrl } = await openLogin();
    await fill('admin@example.com', 'secreto');
    await userEvent.click(submitButton());

    const code = await screen.findByLabelText('Código de verificación');
    expect(code).toHaveFocus();
    expect(screen.getByText('Tu cuenta tiene la verificación en dos pasos activada.')).toBeInTheDocument();
    expect(currentUrl()).toBe('/login');
    expect(useSession.getState().user).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingresa el código de 6 dígitos de tu aplicación o un código de recuperación.');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    // The earlier alert stays until the answer comes: wait for the new text, not for any alert.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El código de verificación no es correcto.'));

    await userEvent.clear(code);
    await userEvent.type(code, 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Panel de administración')).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin');
    expect(codes).toEqual([
      { token: 'pendiente-0123456789abcdef', codigo: '000000' },
      { token: 'pendiente-0123456789abcdef', codigo: 'abcde-fghij' },
    ]);
  });

  it("'Volver' goes back to the password step, with the password cleared", async () => {
    loginAnswers(() => HttpResponse.json(challenge, { status: 202 }));
    await openLogin();
    await fill('admin@example.com', 'secreto');
    await userEvent.click(submitButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    // 'Volver' is sent to the route action: the password step is back once it has answered.
    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });

  it('keeps the form, and what was typed, while a cached session is checked, then sends the admin on', async () => {
    const check = gate();
    server.use(
      http.get('/api/auth/profile', async () => {
        await check.opened;
        return HttpResponse.json(admin);
      }),
      getJson('/account/two-factor', { activa: true, obligatoria: true, codigosRestantes: 10 }),
    );
    setSession({ user: admin, status: 'loading' });
    const { currentUrl } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'otra@example.com');
    expect(currentUrl()).toBe('/login');

    check.open();
    expect(await screen.findByText('Panel de administración')).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin');
  });

  it("keeps the form and what was typed when the cached session has expired (the server's form, typed before the check)", async () => {
    const check = gate();
    server.use(
      http.get('/api/auth/profile', async () => {
        await check.opened;
        return apiError(401);
      }),
    );
    setSession({ user: member, status: 'loading' });
    const { currentUrl } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'maria@example.com');
    check.open();
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('maria@example.com');
    expect(currentUrl()).toBe('/login');
  });

  it('sends a confirmed session on at once', async () => {
    server.use(getJson('/auth/profile', member));
    setSession({ user: member, status: 'ready' });
    const { currentUrl } = renderApp('/login');
    expect(await screen.findByText('remote:public_remote/Home')).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });

  it("returns a signed-in member to the page of ?volver= ('Inicia sesión para votar'), but home for a return that would leave the site", async () => {
    server.use(getJson('/auth/profile', member));
    setSession({ user: member, status: 'ready' });
    const back = renderApp('/login?volver=%2Fencuestas');
    expect(await screen.findByText('remote:public_remote/Encuestas')).toBeInTheDocument();
    expect(back.currentUrl()).toBe('/encuestas');
    back.unmount();
    // A tab or line break is dropped by the browser ('/\t/x' is '//x', another site), '\' read as '/'.
    for (const away of ['%2F%09%2Fotro.example.com', '%2F%0A%2Fotro.example.com', '%2F%5Cotro.example.com', 'https%3A%2F%2Fotro.example.com', 'javascript%3Aalert(1)']) {
      setSession({ user: member, status: 'ready' });
      const opened = renderApp(`/login?volver=${away}`);
      expect(await screen.findByText('remote:public_remote/Home')).toBeInTheDocument();
      expect(opened.currentUrl()).toBe('/');
      opened.unmount();
    }
  });
});
