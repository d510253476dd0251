import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import multipartPlugin, { type FastifyMultipartOptions } from '@fastify/multipart';
import { MAX_IMAGE_BYTES, MSG } from '@plataforma/contracts';
import { API_MSG } from '../errors';
import { readMultipart, UNA_SOLA_IMAGEN } from './multipart';

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

const BOUNDARY = '----PlataformaJuvenilPrueba7MA4YWxkTrZu0gW';

/** A multipart/form-data body written by hand, byte for byte what a browser sends. */
function formBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** POST /form answers what readMultipart read (the file summarised). */
async function formApp(pluginOptions: FastifyMultipartOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(multipartPlugin, pluginOptions);
  app.post('/form', async (request) => {
    const { fields, file } = await readMultipart(request);
    return {
      fields,
      file: file && { filename: file.filename, fieldname: file.fieldname, size: file.buffer.length, head: file.buffer.subarray(0, 8).toString('hex') },
    };
  });
  await app.ready();
  return app;
}

describe('readMultipart', () => {
  let app: FastifyInstance;
  // No limits of its own: the ones under test are those readMultipart sets.
  before(async () => {
    app = await formApp();
  });
  after(() => app.close());

  const send = (payload: Buffer | string, headers: Record<string, string> = multipartHeaders) =>
    app.inject({ method: 'POST', url: '/form', headers, payload });

  function assertError(response: LightMyRequestResponse, statusCode: number, message: string) {
    assert.equal(response.statusCode, statusCode, response.body);
    assert.equal(response.json().message, message);
  }

  it('returns the text fields and the one file, whatever its field name', async () => {
    const content = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
    const response = await send(
      formBody([
        { name: 'titulo', value: 'Marcha por la juventud' },
        { name: 'descripcion', value: 'Ñandutí, acentos y emojis ✅' },
        { name: 'file', filename: 'foto.jpg', content, type: 'image/jpeg' },
      ]),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      fields: { titulo: 'Marcha por la juventud', descripcion: 'Ñandutí, acentos y emojis ✅' },
      file: { filename: 'foto.jpg', fieldname: 'file', size: content.length, head: content.subarray(0, 8).toString('hex') },
    });
  });

  it('reads a form without a file', async () => {
    const response = await send(formBody([{ name: 'nombre', value: 'Ana' }]));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { fields: { nombre: 'Ana' } });
  });

  it('treats an empty file input (zero bytes) as no file', async () => {
    const response = await send(
      formBody([
        { name: 'nombre', value: 'Ana' },
        { name: 'imagen', filename: '', content: Buffer.alloc(0) },
      ]),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { fields: { nombre: 'Ana' } });
  });

  it('keeps the first value of a repeated field', async () => {
    const response = await send(formBody([{ name: 'rol', value: 'usuario' }, { name: 'rol', value: 'admin' }]));
    assert.deepEqual(response.json().fields, { rol: 'usuario' });
  });

  it('accepts a file of up to 5 MB, more than the plugin default', async () => {
    const response = await send(formBody([{ name: 'imagen', filename: 'grande.png', content: Buffer.alloc(MAX_IMAGE_BYTES, 7) }]));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().file.size, MAX_IMAGE_BYTES);
  });

  it('answers 413 with the Spanish message when the file is over 5 MB', async () => {
    const response = await send(formBody([{ name: 'imagen', filename: 'enorme.jpg', content: Buffer.alloc(MAX_IMAGE_BYTES + 1, 7) }]));
    assertError(response, 413, MSG.fotoTamano);
  });

  it('answers 413 too when the plugin truncates instead of throwing', async () => {
    const lenient = await formApp({ throwFileSizeLimit: false });
    try {
      const response = await lenient.inject({
        method: 'POST',
        url: '/form',
        headers: multipartHeaders,
        payload: formBody([{ name: 'imagen', filename: 'enorme.jpg', content: Buffer.alloc(MAX_IMAGE_BYTES + 1, 7) }]),
      });
      assertError(response, 413, MSG.fotoTamano);
    } finally {
      await lenient.close();
    }
  });

  it('refuses a second file', async () => {
    const content = Buffer.from('abc');
    const response = await send(
      formBody([
        { name: 'imagen', filename: 'a.png', content },
        { name: 'otra', filename: 'b.png', content },
      ]),
    );
    assertError(response, 400, UNA_SOLA_IMAGEN);
  });

  it('answers 415 to a request that is not multipart', async () => {
    const response = await send(JSON.stringify({ nombre: 'Ana' }), { 'content-type': 'application/json' });
    assertError(response, 415, API_MSG.tipoNoSoportado);
  });

  it('answers 400, never 500, to a malformed or cut body', async () => {
    const whole = formBody([
      { name: 'nombre', value: 'Ana' },
      { name: 'imagen', filename: 'a.png', content: Buffer.alloc(2000, 1) },
    ]);
    assertError(await send(whole.subarray(0, 1500)), 400, MSG.solicitudInvalida);
    assertError(await send(`--${BOUNDARY}\r\nsin cabeceras validas\r\n`), 400, MSG.solicitudInvalida);
  });

  it('answers 413 to a text field over the field size limit', async () => {
    const response = await send(formBody([{ name: 'descripcion', value: 'x'.repeat(1024 * 1024 + 1) }]));
    assertError(response, 413, API_MSG.cuerpoMuyGrande);
  });
});
