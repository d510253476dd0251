import { createHash } from 'node:crypto';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteServerLocation } from '@plataforma/contracts';

const registered = new Map<RemoteName, { version: string; checkedAt: number }>();

/**
 * Registers a remote's Node container, and registers it again (forced, with a new entry URL) when
 * its manifest changed: a redeployed remote is used without a restart or a shell build. Resolves the
 * version (a hash of the manifest), which the API's page cache keys on.
 */
export async function syncRemote(name: RemoteName, location: RemoteServerLocation, revalidateMs: number): Promise<string> {
  const known = registered.get(name);
  const now = Date.now();
  if (known && now - known.checkedAt < revalidateMs) return known.version;
  const response = await fetch(location.version, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${name}: ${location.version} respondió ${response.status}`);
  const version = createHash('sha1').update(await response.text()).digest('hex').slice(0, 12);
  if (known?.version === version) {
    known.checkedAt = now;
    return version;
  }
  // A new URL keeps the runtime from reusing anything of the previous container.
  registerRemotes([{ name, entry: `${location.entry}?v=${version}` }], { force: Boolean(known) });
  registered.set(name, { version, checkedAt: now });
  return version;
}
