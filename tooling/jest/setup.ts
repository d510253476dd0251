import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import './dialog-polyfill';
import './form-data-polyfill';
import { CSRF_COOKIE } from '@plataforma/contracts';
import { server } from '@plataforma/shared-auth/testing/network';

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core machine a lazy chunk or a debounced
// search can take longer than a second to show, and a timing miss is not a behaviour failure.
configure({ asyncUtilTimeout: 5000 });

// The HTTP client logs every failed call (spec-notes §8, "logged only"); tests answer failures on
// purpose, so those lines are kept out of the report. Any other warning still shows.
const warn = console.warn.bind(console);
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[api] ')) return;
    warn(...args);
  });
});

// The tests' network (MSW): a request no test answers is an error, never a silent pass.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // The CSRF cookie the API would have set, so writes need no extra request.
  document.cookie = `${CSRF_COOKIE}=prueba; path=/`;
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
