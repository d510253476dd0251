/** A GET over a real connection, its answer as it went out (`npm run bench` sends a copy of it). */
import { get, type IncomingHttpHeaders } from 'node:http';

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
