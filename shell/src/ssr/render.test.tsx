import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loaderApi } from '@plataforma/shared-auth';
import { apiError, http, HttpResponse, recordRequests, server } from '@plataforma/shared-auth/testing/network';
import type { ApiTransport, RenderRequest } from '@plataforma/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { render } from './render';

// The public remote's Node container is another deployable: its page modules are stood in for here.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.Mock;

const API = 'http://api.prueba';
/** The API's in-process answers, stood in for by the test network at API. */
const overTheTestNetwork: ApiTransport = async ({ method, url, headers, body }) => {
  const response = await fetch(`${API}${url}`, { method, headers, body });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
};
const REQUEST: Omit<RenderRequest, 'url'> = {
  origin: API,
  api: overTheTestNetwork,
  publicRemote: { entry: `${API}/remotes/public/server/remoteEntry.js`, version: `${API}/remotes/public/server/mf-manifest.json` },
  revalidateMs: 0,
};

/** A list page like the remote's: its loader returns the list still on its way. */
const listPage = {
  loader: ({ context }: LoaderFunctionArgs) => ({ titulos: loaderApi(context).then(async (api) => (await api.get<string[]>('/titulos')).data) }),
  Component: function TitulosPage() {
    const { titulos } = useLoaderData() as { titulos: string[] };
    return (
      <ul>
        {titulos.map((titulo) => (
          <li key={titulo}>{titulo}</li>
        ))}
      </ul>
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
