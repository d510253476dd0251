import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../../test/helper';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
  security?: unknown;
}

/**
 * The OpenAPI document is generated from the routes' zod schemas (contracts → routes → docs): this
 * walks all of it, so an endpoint that validates or answers something undocumented fails here.
 */
describe('OpenAPI description', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  before(async () => {
    t = await buildTestApp('pglite');
    paths = (t.app.swagger() as { paths: typeof paths }).paths;
  });
  after(() => t.close());

  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })));

  test('every POST, PUT and PATCH describes its request body', () => {
    const writes = operations().filter(({ method }) => ['POST', 'PUT', 'PATCH'].includes(method));
    assert.ok(writes.length >= 17, `only ${writes.length} write operations`);
    for (const { path, method, operation } of writes) {
      const content = operation.requestBody?.content ?? {};
      assert.ok(Object.keys(content).length > 0, `${method} ${path} has no request body`);
      for (const [type, media] of Object.entries(content)) assert.ok(media.schema, `${method} ${path} ${type} has no schema`);
    }
  });

  test('multipart bodies describe their text fields and their file', () => {
    const form = (path: string, method: string) =>
      paths[path]![method]!.requestBody!.content!['multipart/form-data']!.schema as { properties: Record<string, { format?: string }> };
    const noticia = form('/api/noticias/', 'post');
    assert.deepEqual(Object.keys(noticia.properties).sort(), ['descripcion', 'imagen', 'titulo']);
    assert.equal(noticia.properties.imagen!.format, 'binary');
    assert.equal(form('/api/imagenes/', 'post').properties.file!.format, 'binary');
    assert.equal(form('/api/auth/register', 'post').properties.imagen!.format, 'binary');
  });

  test('every operation documents a 2xx response and its error responses in the common error shape', () => {
    for (const { path, method, operation } of operations()) {
      const responses = operation.responses ?? {};
      const codes = Object.keys(responses);
      const name = `${method} ${path}`;
      assert.ok(codes.some((code) => /^2\d\d$/.test(code)), `${name} documents no 2xx response`);
      const success = codes.find((code) => /^2\d\d$/.test(code))!;
      // JSON mostly; a calendar (`produces: ['text/calendar']`) documents its own type.
      if (success !== '204') assert.ok(Object.values(responses[success]!.content ?? {})[0]?.schema, `${name} ${success} has no schema`);

      const expected = ['500'];
      const hasInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
      if (hasInput) expected.push('400');
      if (path.includes('{id}')) expected.push('404');
      if (method !== 'GET') expected.push('403');
      if (operation.requestBody?.content?.['multipart/form-data'] && !operation.requestBody.content['application/json']) expected.push('413', '415');
      for (const code of expected) assert.ok(codes.includes(code), `${name} does not document ${code}`);

      for (const code of codes.filter((c) => /^[45]\d\d$/.test(c))) {
        const schema = Object.values(responses[code]!.content ?? {})[0]?.schema;
        assert.deepEqual(Object.keys(schema?.properties ?? {}).sort(), ['error', 'message', 'statusCode'], `${name} ${code}`);
      }
    }
  });

  test('guarded operations document 401, admin ones 403', () => {
    const get = (path: string, method: string) => Object.keys(paths[path]![method]!.responses!);
    assert.ok(get('/api/auth/profile', 'get').includes('401'));
    assert.ok(get('/api/stats/', 'get').includes('401') && get('/api/stats/', 'get').includes('403'));
    assert.ok(!get('/api/noticias/', 'get').includes('401'), 'public reads need no session');
  });
});
