/**
 * Requests over a real connection, for what `inject` cannot see: the server's door (`plugins/ssr/keptPages.ts`),
 * and the bytes of an answer as they went out (`npm run bench` sends a copy of them).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Node's `[name, value, …]` list, as the names were spelled. */
  rawHeaders: string[];
  /** As it went out: not decompressed. */
  body: Buffer;
}

/** A GET over HTTP, its answer as it went out. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** A GET to the listening app, over HTTP. */
export function httpGet(app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return rawGet(`http://127.0.0.1:${address.port}${path}`, headers);
}

/**
 * The URLs whose route handler Fastify ran, from its diagnostics channel, while `work` runs: a request
 * answered at the server's door never reaches one.
 */
export async function routeHandlersRun(work: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const onStart = (message: unknown) => urls.push((message as { request: FastifyRequest }).request.url);
  subscribe('tracing:fastify.request.handler:start', onStart);
  try {
    await work();
  } finally {
    unsubscribe('tracing:fastify.request.handler:start', onStart);
  }
  return urls;
}
