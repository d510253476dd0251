import { isPageNotFound } from '@plataforma/contracts';
import { getItem } from './itemData';
import { getJson, getList } from './pageData';

const SERVER = { apiBase: 'http://127.0.0.1:8080' };
const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('page loaders', () => {
  it('read the API with fetch on the server, at its absolute origin', async () => {
    globalThis.fetch = answer(200, [{ id: 1 }]);
    await expect(getJson(SERVER, '/noticias/all')).resolves.toEqual([{ id: 1 }]);
    expect(globalThis.fetch).toHaveBeenCalledWith('http://127.0.0.1:8080/api/noticias/all');
  });

  it('read it on the same origin in the browser', async () => {
    globalThis.fetch = answer(200, { id: 2 });
    await expect(getJson({ apiBase: '' }, '/noticias/2')).resolves.toEqual({ id: 2 });
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/noticias/2');
  });

  it('count anything but an array as an empty list', async () => {
    globalThis.fetch = answer(200, { items: [] });
    await expect(getList(SERVER, '/imagenes')).resolves.toEqual([]);
  });

  it('turn a missing item, a 400 and an id that is not a number into the page not found', async () => {
    for (const status of [404, 400]) {
      globalThis.fetch = answer(status, {});
      await expect(getItem({ ...SERVER, params: { id: '9' } }, 'noticias', 'Noticia')).rejects.toMatchObject({ status: 404 });
    }
    for (const id of ['abc', '0', '-1', '1.5', undefined]) {
      await expect(getItem({ ...SERVER, params: { id } }, 'noticias', 'Noticia')).rejects.toMatchObject({ status: 404 });
    }
  });

  it('let other failures through (the server then renders in the browser)', async () => {
    globalThis.fetch = answer(500, {});
    const failure = getItem({ ...SERVER, params: { id: '1' } }, 'noticias', 'Noticia');
    await expect(failure).rejects.toThrow('GET /api/noticias/1: 500');
    await expect(failure.catch((error: unknown) => isPageNotFound(error))).resolves.toBe(false);
  });
});
