import { chromium } from 'playwright-core';

/** Flags for Debian's Chromium on a closed network (docs/toolchain.md trap 11). */
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  });
}

/**
 * A browser context on a profile in `userDataDir`, not an incognito one: for what Chromium refuses to an
 * incognito window (it answers installability checks with 'in-incognito').
 */
export function launchProfileContext(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
    ...options,
  });
}

/**
 * Records every response of a page: url, resource type and the bytes on the wire
 * (encoded, i.e. compressed when the server compressed) and decoded.
 */
export function recordResponses(page) {
  const responses = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes().catch(() => null);
    const body = await response.body().catch(() => Buffer.alloc(0));
    responses.push({
      url: request.url(),
      type: request.resourceType(),
      status: response.status(),
      encoding: response.headers()['content-encoding'] ?? 'identity',
      wireBytes: sizes ? sizes.responseBodySize : body.length,
      rawBytes: body.length,
      body,
    });
  });
  return responses;
}
