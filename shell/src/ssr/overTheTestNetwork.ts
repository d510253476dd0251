import type { ApiTransport } from '@plataforma/contracts';

/** Where the tests' API answers (the test network, msw). */
export const TEST_API = 'http://api.prueba';

/** For the render's tests: the API's in-process answers, stood in for by the test network at TEST_API. */
export const overTheTestNetwork: ApiTransport = async ({ method, url, headers, body }) => {
  const response = await fetch(`${TEST_API}${url}`, { method, headers, body: body as BodyInit | undefined });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
};
