import { CSRF_FIELD } from '@plataforma/contracts';
import type { LoaderContext } from '@plataforma/shared-auth';
import { makeUser } from '@plataforma/shared-auth/testing/session';
import type { ActionFunctionArgs } from 'react-router-dom';
import * as afiliate from '../features/afiliate/AfiliatePage';
import * as agenda from '../features/agenda/AgendaPage';
import * as encuestas from '../features/encuestas/EncuestasPage';
import * as publicaciones from '../features/publicaciones/PublicacionesPage';
import { COMENTARIO_PUBLICADO } from '../features/publicaciones/actions';

/**
 * The page actions as the server runs them for a form posted without JavaScript: through the render's
 * client (the request's cookies and the form's CSRF token), never the browser's.
 */
function serverRender(answer: (method: string, url: string) => unknown = () => ({})) {
  const calls: string[] = [];
  const call = (method: string) =>
    jest.fn(async (url: string, body?: unknown) => {
      calls.push(body === undefined ? `${method} ${url}` : `${method} ${url} ${JSON.stringify(body)}`);
      const answered = answer(method, url);
      if (answered instanceof Error) throw answered;
      return { data: answered, status: 200, headers: {} };
    });
  const api = { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') } as unknown as LoaderContext['api'];
  const context: LoaderContext = { api, user: makeUser({ id: 7 }) };
  return { calls, context };
}

const apiRefusal = (status: number, message: string) =>
  Object.assign(new Error(message), { name: 'ApiError', code: 'ERR_BAD_REQUEST', response: { status, data: { message } } });

type Action = (args: ActionFunctionArgs) => unknown;
/** Posts `fields` (with a CSRF token, as `ActionForm` sends it) to a page's action: its body and status. */
async function post(action: Action, fields: Record<string, string>, context: LoaderContext) {
  const request = new Request('http://localhost/pagina', { method: 'POST', body: new URLSearchParams({ [CSRF_FIELD]: 'ficha', ...fields }) });
  const answer = (await action({ request, params: {}, context } as ActionFunctionArgs)) as { data?: unknown; init?: { status?: number } } | object;
  return 'init' in answer ? { status: answer.init?.status, body: answer.data } : { status: 200, body: answer };
}

describe('page actions on the server (forms posted without JavaScript)', () => {
  it('comments, edits, deletes and reports through the render’s client, checking with the shared rules', async () => {
    const { calls, context } = serverRender();
    const action = publicaciones.action as Action;
    expect(await post(action, { intent: 'comentar', id: '5', contenido: '  Me sumo ' }, context)).toEqual({ status: 200, body: { success: COMENTARIO_PUBLICADO, fields: { intent: 'comentar', id: '5' } } });
    await post(action, { intent: 'editar', id: '9', contenido: 'Mejor así' }, context);
    await post(action, { intent: 'eliminar', id: '9' }, context);
    expect(await post(action, { intent: 'reportar', id: '9', motivo: 'Spam' }, context)).toMatchObject({ body: { success: 'Gracias. Un moderador revisará el comentario.' } });
    expect(calls).toEqual([
      'POST /comentarios {"contenido":"Me sumo","publicacionId":5}',
      'PUT /comentarios/9 {"contenido":"Mejor así"}',
      'DELETE /comentarios/9',
      'POST /comentarios/9/reportes {"motivo":"Spam"}',
    ]);
  });

  it('refuses in Spanish, with what was typed, before asking the API', async () => {
    const { calls, context } = serverRender();
    const action = publicaciones.action as Action;
    expect(await post(action, { intent: 'comentar', id: '5', contenido: '   ' }, context)).toEqual({
      status: 400,
      body: { error: 'El comentario no puede estar vacío.', fields: { intent: 'comentar', id: '5', contenido: '   ' } },
    });
    expect(await post(action, { intent: 'reportar', id: '9' }, context)).toMatchObject({ status: 400, body: { error: 'Elige un motivo: Spam, Ofensivo, Fuera de tema.' } });
    expect(await post(action, { intent: 'eliminar', id: 'x' }, context)).toMatchObject({ status: 400, body: { error: 'ID inválido.' } });
    expect(await post(action, { intent: 'toString', id: '9' }, context)).toMatchObject({ status: 400, body: { error: 'La solicitud no es válida.' } });
    expect(await post(agenda.action as Action, { intent: 'toString', id: '9' }, context)).toMatchObject({ status: 400, body: { error: 'La solicitud no es válida.' } });
    expect(calls).toEqual([]);
  });

  it("signs up and cancels, answering the API's status and message (a 409 re-reads the page)", async () => {
    const { calls, context } = serverRender((method) => (method === 'POST' ? apiRefusal(409, 'No quedan cupos para este evento.') : {}));
    const action = agenda.action as Action;
    expect(await post(action, { intent: 'inscribirme', id: '4' }, context)).toMatchObject({ status: 409, body: { error: 'No quedan cupos para este evento.' } });
    expect(await post(action, { intent: 'cancelar', id: '4' }, context)).toMatchObject({ status: 200, body: { fields: { intent: 'cancelar', id: '4' } } });
    expect(calls).toEqual(['POST /eventos/4/inscripcion', 'DELETE /eventos/4/inscripcion']);
  });

  it("votes for the render's member (no browser record on the server); a visitor is asked to sign in", async () => {
    const { calls, context } = serverRender();
    const action = encuestas.action as Action;
    expect(await post(action, { intent: 'votar', id: '3', opcion: 'Economía' }, context)).toMatchObject({ body: { success: 'Tu voto ha sido registrado.' } });
    expect(await post(action, { intent: 'votar', id: '3', opcion: 'Empleo' }, { ...context, user: null })).toMatchObject({
      status: 401,
      body: { error: 'Debes iniciar sesión para votar.' },
    });
    expect(calls).toEqual(['POST /encuestas/3/votar/Econom%C3%ADa']);
    expect(localStorage.getItem('votosEncuestas')).toBeNull();
  });

  it('requests affiliation, or answers each refused field', async () => {
    const { calls, context } = serverRender();
    const action = afiliate.action as Action;
    const form = { ci: '7654321 1a', fechaNacimiento: '2005-03-14', departamento: 'Cochabamba', celular: '71234567', institucion: '' };
    expect(await post(action, form, context)).toMatchObject({ status: 400, body: { errores: { consentimiento: 'Debes aceptar el uso de tus datos para gestionar tu afiliación.' }, fields: form } });
    expect(await post(action, { ...form, consentimiento: 'on' }, context)).toEqual({ status: 200, body: { success: 'Solicitud enviada. Te avisaremos cuando sea revisada.' } });
    expect(calls).toEqual([
      'POST /afiliaciones {"ci":"7654321-1A","fechaNacimiento":"2005-03-14","departamento":"Cochabamba","celular":"71234567","institucion":null,"consentimiento":true}',
    ]);
  });
});
