/**
 * The network of the front-end tests (MSW): screens call the real HTTP client, which reaches these
 * handlers instead of a server. Each test file says what the API answers with `server.use(...)`;
 * a request no handler answers fails the test (jest.setup.ts).
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

export { http, HttpResponse } from 'msw';

export const server = setupServer();

/** The API's error body: `{ statusCode, error, message }` with its Spanish message. */
export const apiError = (status: number, message?: string) =>
  HttpResponse.json({ statusCode: status, error: 'Error', ...(message && { message }) }, { status });

/** Every request the handlers saw, as `METHOD /path?query`, for tests that assert what was (not) asked. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

/** POST `/api<path>` answers `answer()`; the JSON bodies it received are kept in the returned list. */
export function postJson(path: string, answer: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`/api${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** GET `/api<path>` answers `body`. */
export const getJson = (path: string, body: JsonBodyType) => http.get(`/api${path}`, () => HttpResponse.json(body));
