import { CSRF_FIELD, type PublicacionConComentarios } from '@plataforma/contracts';
import { RenderedUser, ServerCsrfToken, type LoaderContext } from '@plataforma/shared-auth';
import { makeUser } from '@plataforma/shared-auth/testing/session';
import { theme } from '@plataforma/shared-ui';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import * as page from './PublicacionesPage';

const ana = makeUser({ id: 1, nombre: 'Ana Quispe' });
const publicaciones: PublicacionConComentarios[] = [
  {
    id: 1,
    titulo: 'Primera',
    contenido: 'Texto',
    creadoEn: '2026-11-15T12:00:00.000Z',
    comentarios: [
      { id: 9, contenido: 'Bien dicho', publicacionId: 1, creadoEn: '2026-11-15T13:00:00.000Z', editadoEn: null, oculto: false, usuario: { id: 2, nombre: 'Luis' } },
      { id: 11, contenido: 'Mi idea', publicacionId: 1, creadoEn: '2026-11-16T10:00:00.000Z', editadoEn: null, oculto: false, usuario: { id: 1, nombre: 'Ana Quispe' } },
    ],
  },
];

/** The page as the server renders it for Ana (no JavaScript yet): after a GET, or after a form she posted. */
async function serverHtml(form?: Record<string, string>) {
  const handler = createStaticHandler([{ id: 'pagina', path: '/', loader: () => ({ publicaciones }), action: page.action, Component: page.Component }]);
  const request = form
    ? new Request('http://localhost/', { method: 'POST', body: new URLSearchParams({ [CSRF_FIELD]: 'ficha', ...form }) })
    : new Request('http://localhost/');
  const requestContext = { api: {} as LoaderContext['api'], user: ana } satisfies LoaderContext;
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) throw new Error('redirected');
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <RenderedUser.Provider value={ana}>
        <ServerCsrfToken.Provider value="ficha">
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </ServerCsrfToken.Provider>
      </RenderedUser.Provider>
    </ThemeProvider>,
  );
  return host;
}

describe('PublicacionesPage as the server renders it for a member', () => {
  it('has every write as a form that works without JavaScript: no disabled button, edit and report in <details>', async () => {
    const html = await serverHtml();
    expect(html.querySelectorAll('button[disabled]')).toHaveLength(0);
    expect(html.querySelectorAll('form[method="post"]')).toHaveLength(4);
    for (const form of Array.from(html.querySelectorAll('form'))) {
      expect(form.querySelector(`input[name="${CSRF_FIELD}"]`)).toHaveValue('ficha');
    }
    expect(Array.from(html.querySelectorAll('summary')).map((summary) => summary.getAttribute('aria-label') ?? summary.textContent)).toEqual([
      'Reportar el comentario de Luis',
      'Editar',
    ]);
    expect(html.querySelector('input[name="intent"][value="eliminar"]')?.closest('form')).toHaveTextContent('Eliminar');
  });

  it('comes back from a refused edit with its form open, the Spanish message and what was typed', async () => {
    const html = await serverHtml({ intent: 'editar', id: '11', contenido: '   ' });
    const details = html.querySelector('input[name="intent"][value="editar"]')!.closest('details')!;
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('El comentario no puede estar vacío.');
    expect(details.querySelector('input[name="contenido"]')).toHaveValue('   ');
  });
});
