import { CSRF_FIELD, type RenderRequest } from '@plataforma/contracts';
import { http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { makeUser } from '@plataforma/shared-auth/testing/users';
import { overTheTestNetwork, TEST_API } from '../../ssr/overTheTestNetwork';
import { render } from '../../ssr/render';
import { INTENT } from './action';

// The public remote is another deployable; /perfil is the shell's own page and never loads it.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const API = TEST_API;
const REQUEST: RenderRequest = {
  url: '/perfil',
  origin: API,
  api: overTheTestNetwork,
  publicRemote: { entry: `${API}/remotes/public/server/remoteEntry.js`, version: `${API}/remotes/public/server/mf-manifest.json` },
  revalidateMs: 0,
  session: true,
  csrfToken: 'ficha',
};
const session = { id: 1, dispositivo: 'Chrome en Linux', ultimoUso: '2026-11-20T10:00:00.000Z', creadoEn: '2026-11-01T00:00:00.000Z', actual: true };

/** A form of /perfil as the browser posts it without JavaScript. */
const posted = (fields: Record<string, string>) => ({
  contentType: 'application/x-www-form-urlencoded',
  body: new TextEncoder().encode(new URLSearchParams({ [CSRF_FIELD]: 'ficha', ...fields }).toString()),
});

/** /perfil rendered on the server: its HTML, or where it sent the browser. */
async function perfil(request: Partial<RenderRequest> = {}) {
  const answer = await render({ ...REQUEST, ...request });
  if (answer.status === 'redirect') return { location: answer.location, html: '', status: 303 };
  return { location: null, html: answer.html, status: answer.status };
}

let account = makeUser();
beforeEach(() => {
  account = makeUser();
  server.use(
    http.get(`${API}/api/auth/profile`, () => HttpResponse.json(account)),
    http.get(`${API}/api/account/sessions`, () => HttpResponse.json([session])),
    http.get(`${API}/api/eventos/mias`, () => HttpResponse.json([])),
  );
});

describe('/perfil rendered on the server', () => {
  it('sends a visitor to /login', async () => {
    expect(await perfil({ session: false })).toMatchObject({ location: '/login' });
  });

  it("renders the session's account with its data; deleting asks for the password in the page itself, no submit disabled by client state", async () => {
    const { html } = await perfil();
    expect(html).toContain('¡Te damos la bienvenida, <!-- -->Ana Quispe<!-- -->!');
    expect(html).toContain('Chrome en Linux');
    expect(html).toContain('Eliminar definitivamente');
    expect(html).toMatch(/<input autoComplete="current-password"[^>]*name="password"/);
    for (const submit of ['Guardar cambios', 'Cambiar contraseña', 'Cerrar esta sesión', 'Eliminar definitivamente']) {
      expect(html).toMatch(new RegExp(`<button type="submit"(?![^>]*disabled)[^>]*>${submit}</button>`));
    }
  });

  it('edits the profile from a form posted without JavaScript, and shows the page for the user as the edit left it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(`${API}/api/account/profile`, async ({ request }) => {
        const fields = Object.fromEntries(await request.formData());
        sent.push(fields);
        account = { ...account, nombre: String(fields.nombre) };
        return HttpResponse.json(account);
      }),
    );
    const { html, status } = await perfil({ form: posted({ intent: INTENT.editarPerfil, nombre: ' Ana María ', ubicacion: 'La Paz' }) });
    expect(status).toBe(200);
    expect(sent).toEqual([{ nombre: 'Ana María', ubicacion: 'La Paz' }]);
    expect(html).toContain('Perfil actualizado.');
    expect(html).toContain('¡Te damos la bienvenida, <!-- -->Ana María<!-- -->!');
  });

  it('refuses to delete the account without the password, asking the API nothing; with it, signs out to home', async () => {
    const requests = recordRequests();
    const refused = await perfil({ form: posted({ intent: INTENT.eliminarCuenta, password: ' ' }) });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Todos los campos son obligatorios.');
    expect(requests).not.toContain(`POST ${API}/api/account/delete`);

    server.use(http.post(`${API}/api/account/delete`, () => HttpResponse.json({ message: 'Tu cuenta fue eliminada.' })));
    expect(await perfil({ form: posted({ intent: INTENT.eliminarCuenta, password: 'miembro123' }) })).toMatchObject({ location: '/' });
  });
});
