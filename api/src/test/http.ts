/** Requests over a real connection, for what `inject` cannot see: the server's door (`plugins/ssr/keptPages.ts`). */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As it went out: not decompressed. */
  body: Buffer;
}

/** A GET to the listening app, over HTTP. */
export function httpGet(app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: address.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
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
