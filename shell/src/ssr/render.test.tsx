import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loaderApi } from '@plataforma/shared-auth';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import { CSRF_FIELD, IDEMPOTENCY_FIELD, type RenderedPage, type RenderRequest } from '@plataforma/contracts';
import { ActionForm, refuse, useUser, type ActionResult } from '@plataforma/shared-auth';
import { redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { makeUser } from '@plataforma/shared-auth/testing/users';
import { overTheTestNetwork, TEST_API } from './overTheTestNetwork';
import { render as renderAnswer } from './render';

// The public remote's Node container is another deployable: its page modules are stood in for here.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.Mock;

const API = TEST_API;
const REQUEST: Omit<RenderRequest, 'url'> = {
  origin: API,
  api: overTheTestNetwork,
  publicRemote: { entry: `${API}/remotes/public/server/remoteEntry.js`, version: `${API}/remotes/public/server/mf-manifest.json` },
  revalidateMs: 0,
};

/** A page that is rendered, not a redirect. */
async function render(request: RenderRequest): Promise<RenderedPage> {
  const answer = await renderAnswer(request);
  if (answer.status === 'redirect') throw new Error(`redirected to ${answer.location}`);
  return answer;
}

/** A list page like the remote's: its loader returns the list still on its way; its form adds a title. */
const listPage = {
  loader: ({ context }: LoaderFunctionArgs) => ({ titulos: loaderApi(context).then(async (api) => (await api.get<string[]>('/titulos')).data) }),
  action: async ({ request, context }: ActionFunctionArgs) => {
    const titulo = String((await request.formData()).get('titulo') ?? '');
    if (!titulo) return refuse('Escribe un título.', { titulo });
    await (await loaderApi(context)).post('/titulos', { titulo });
    return redirect('/noticias?nuevo=1');
  },
  Component: function TitulosPage() {
    const { titulos } = useLoaderData() as { titulos: string[] };
    const result = useActionData() as ActionResult | undefined;
    const user = useUser();
    return (
      <>
        <p>{user ? `Hola, ${user.nombre}` : 'Visitante'}</p>
        {result?.error && <p role="alert">{result.error}</p>}
        <ul>
          {titulos.map((titulo) => (
            <li key={titulo}>{titulo}</li>
          ))}
        </ul>
        <ActionForm>
          <input name="titulo" defaultValue={result?.fields?.titulo} />
        </ActionForm>
      </>
    );
  },
  handle: { head: ({ titulos }: { titulos: string[] }) => ({ title: `${titulos.length} títulos`, description: 'Lista' }) },
};

/** A page that says in its own words that what it was asked for does not exist (the card verification's unknown code). */
const unknownCodePage = {
  ...listPage,
  Component: function UnknownCode() {
    return <p>Código no válido</p>;
  },
  handle: { head: () => ({ title: 'Verificar afiliación', description: 'Verificación', noindex: true, notFound: true }) },
};

let manifest = 'v1';
beforeEach(() => {
  loadRemoteMock.mockReset().mockResolvedValue(listPage);
  server.use(http.get(REQUEST.publicRemote.version, () => HttpResponse.text(manifest)));
});

describe('server rendering', () => {
  it('renders a page whole, with the data its loader read through the client over the API transport', async () => {
    server.use(http.get(`${API}/api/titulos`, () => HttpResponse.json(['Uno', 'Dos'])));
    const page = await render({ ...REQUEST, url: '/noticias' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<li>Uno</li><li>Dos</li>');
    expect(page.html).toContain('Visitante');
    expect(page.head).toEqual({ title: '2 títulos', description: 'Lista' });
    expect(page.styleTags).toContain('<style');
    // Plain JSON for the browser's router: the list arrived, no promise left.
    expect(JSON.parse(JSON.stringify(page.hydrationData))).toEqual({
      loaderData: { 'public_remote/Noticias': { titulos: ['Uno', 'Dos'] } },
      actionData: null,
      errors: null,
    });
    expect(loadRemoteMock).toHaveBeenCalledWith('public_remote/Noticias');
  });

  it("answers 404 with the not-found page when the API does not know the item", async () => {
    server.use(http.get(`${API}/api/titulos`, () => apiError(404, 'El recurso solicitado no existe.')));
    const page = await render({ ...REQUEST, url: '/noticias/9' });
    expect(page.status).toBe(404);
    expect(page.html).toContain('404 - Página no encontrada');
    expect(page.head.title).toBe('404 - Página no encontrada · Plataforma Juvenil');
    expect(page.hydrationData).toMatchObject({ errors: { 'public_remote/Noticia': { status: 404 } } });
  });

  it('answers 404 with the page itself when its head says what it was asked for does not exist (an unknown card code)', async () => {
    server.use(http.get(`${API}/api/titulos`, () => HttpResponse.json([])));
    loadRemoteMock.mockResolvedValue(unknownCodePage);
    const page = await render({ ...REQUEST, url: '/verificar/desconocido' });
    expect(page.status).toBe(404);
    expect(page.html).toContain('<p>Código no válido</p>');
    expect(page.html).not.toContain('404 - Página no encontrada');
    expect(page.head.title).toBe('Verificar afiliación');
    expect(page.hydrationData).toMatchObject({ errors: null });
  });

  it('answers 404 for a path no route knows', async () => {
    const page = await render({ ...REQUEST, url: '/no-existe' });
    expect(page.status).toBe(404);
    expect(page.html).toContain('404 - Página no encontrada');
  });

  it("renders the shell's own pages with their heads, reading nothing", async () => {
    const requests = recordRequests();
    const page = await render({ ...REQUEST, url: '/login' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Iniciar sesión');
    expect(page.head.title).toBe('Iniciar sesión · Plataforma Juvenil');
    // Not even the remote's manifest: the shell's own pages render when the remote is away.
    expect(requests).toEqual([]);
  });

  it('throws on any other failure, so the server sends the page to be rendered in the browser', async () => {
    server.use(http.get(`${API}/api/titulos`, () => apiError(500)));
    await expect(render({ ...REQUEST, url: '/noticias' })).rejects.toMatchObject({ response: { status: 500 } });
  });

  it("renders a session's page for its user, with its CSRF token in the forms and its user for hydration", async () => {
    const ana = makeUser({ id: 7, nombre: 'Ana' });
    server.use(
      http.get(`${API}/api/titulos`, () => HttpResponse.json(['Uno'])),
      http.get(`${API}/api/auth/profile`, () => HttpResponse.json(ana)),
    );
    const page = await render({ ...REQUEST, url: '/noticias', session: true, csrfToken: 'ficha' });
    expect(page.html).toContain('Hola, Ana');
    expect(page.html).toContain(`name="${CSRF_FIELD}" value="ficha"`);
    expect(page.hydrationData).toMatchObject({ user: { id: 7, nombre: 'Ana' } });
  });

  it('renders an expired session as a visitor, saying so for hydration', async () => {
    server.use(
      http.get(`${API}/api/titulos`, () => HttpResponse.json([])),
      http.get(`${API}/api/auth/profile`, () => apiError(401)),
    );
    const page = await render({ ...REQUEST, url: '/noticias', session: true, csrfToken: 'ficha' });
    expect(page.html).toContain('Visitante');
    expect(page.hydrationData).toMatchObject({ user: null });
  });

  describe('a form posted without JavaScript', () => {
    const posted = (fields: Record<string, string>) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: new TextEncoder().encode(new URLSearchParams(fields).toString()),
    });

    it("runs the route's action, its writes carrying the form's CSRF token and key, and answers its redirect", async () => {
      const writes: Array<{ token: string | null; key: string | null; body: unknown }> = [];
      server.use(
        http.post(`${API}/api/titulos`, async ({ request }) => {
          writes.push({ token: request.headers.get('X-XSRF-TOKEN'), key: request.headers.get('Idempotency-Key'), body: await request.json() });
          return HttpResponse.json({}, { status: 201 });
        }),
      );
      const form = posted({ [CSRF_FIELD]: 'del-formulario', [IDEMPOTENCY_FIELD]: 'clave-del-formulario', titulo: 'Tres' });
      const answer = await renderAnswer({ ...REQUEST, url: '/noticias', csrfToken: 'de-la-cookie', form });
      expect(answer).toEqual({ status: 'redirect', location: '/noticias?nuevo=1' });
      // The form sent again has the same key: the API answers it as the first time, storing nothing twice.
      expect(writes).toEqual([{ token: 'del-formulario', key: 'clave-del-formulario-1', body: { titulo: 'Tres' } }]);
    });

    it("renders the page again with the action's error, its status and what was typed", async () => {
      server.use(http.get(`${API}/api/titulos`, () => HttpResponse.json(['Uno'])));
      const page = await render({ ...REQUEST, url: '/noticias', csrfToken: 'ficha', form: posted({ [CSRF_FIELD]: 'ficha', titulo: '' }) });
      expect(page.status).toBe(400);
      expect(page.html).toContain('<p role="alert">Escribe un título.</p>');
      expect(page.html).toContain('<li>Uno</li>');
      expect(page.hydrationData).toMatchObject({ actionData: { 'public_remote/Noticias': { error: 'Escribe un título.' } } });
    });

    it('sends the browser back to a page that has no action', async () => {
      const answer = await renderAnswer({ ...REQUEST, url: '/no-existe?de=1', csrfToken: 'ficha', form: posted({ texto: 'Hola' }) });
      expect(answer).toEqual({ status: 'redirect', location: '/no-existe?de=1' });
    });
  });

  it('tells the page cache the remote\'s version, checked again after `revalidateMs`', async () => {
    manifest = 'v7';
    const { publicRemoteVersion } = await import('../server');
    const first = await publicRemoteVersion(REQUEST);
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    expect(await publicRemoteVersion(REQUEST)).toBe(first);
    manifest = 'v8';
    expect(await publicRemoteVersion(REQUEST)).not.toBe(first);
  });

  it("uses a redeployed remote's container from the next request", async () => {
    server.use(http.get(`${API}/api/titulos`, () => HttpResponse.json([])));
    manifest = 'v2';
    await render({ ...REQUEST, url: '/noticias' });
    manifest = 'v3';
    await render({ ...REQUEST, url: '/noticias' });
    const entries = (registerRemotes as jest.Mock).mock.calls.map(([[remote], options]) => [remote.entry.replace(/v=\w+/, 'v=…'), options]);
    expect(entries.at(-1)).toEqual([`${REQUEST.publicRemote.entry}?v=…`, { force: true }]);
    expect(new Set((registerRemotes as jest.Mock).mock.calls.map(([[remote]]) => remote.entry)).size).toBeGreaterThanOrEqual(2);
  });
});
