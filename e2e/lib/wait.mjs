/**
 * Polls `check` until it returns something truthy; after `timeoutMs` throws an error with `describe()`'s text.
 * For what a test cannot await directly: a server coming up, a port closing, a log line arriving.
 */
export async function waitUntil(check, describe, timeoutMs, intervalMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
