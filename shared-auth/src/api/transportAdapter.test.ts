import type { ApiTransport } from '@plataforma/contracts';
import { createApiClient } from './client';
import { transportAdapter } from './transportAdapter';

describe('the client over an in-process transport (server rendering)', () => {
  it('sends the call as the API expects it and reads the JSON answer', async () => {
    const calls: Parameters<ApiTransport>[0][] = [];
    const transport: ApiTransport = async (call) => {
      calls.push(call);
      return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"data":[1,2]}' };
    };
    const { data } = await createApiClient({ adapter: transportAdapter(transport) }).get('/noticias', { params: { page: 2 } });
    expect(data).toEqual({ data: [1, 2] });
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', url: '/api/noticias?page=2', body: undefined })]);
    expect(calls[0]!.headers).toEqual(expect.objectContaining({ Accept: 'application/json' }));
  });

  it('rejects a refused status with its status and the API\'s body, as over the network', async () => {
    const transport: ApiTransport = async () => ({
      status: 404,
      headers: { 'content-type': 'application/json' },
      body: '{"statusCode":404,"error":"Not Found","message":"El recurso solicitado no existe."}',
    });
    await expect(createApiClient({ adapter: transportAdapter(transport) }).get('/noticias/9')).rejects.toMatchObject({
      code: 'ERR_STATUS',
      response: { status: 404, data: { message: 'El recurso solicitado no existe.' } },
    });
  });

  it('sends a write without a body with no content type, as a browser does (the API refuses an empty JSON body)', async () => {
    const calls: Parameters<ApiTransport>[0][] = [];
    const transport: ApiTransport = async (call) => {
      calls.push(call);
      return { status: 201, headers: { 'content-type': 'application/json' }, body: '{}' };
    };
    await createApiClient({ adapter: transportAdapter(transport), csrfToken: 'ficha' }).post('/eventos/3/inscripcion');
    expect(Object.keys(calls[0]!.headers).map((name) => name.toLowerCase())).not.toContain('content-type');
    expect(calls[0]!.body).toBeUndefined();
  });
});
