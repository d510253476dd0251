import { createHash } from 'node:crypto';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteServerLocation } from '@plataforma/contracts';

const registered = new Map<RemoteName, { version: string; checkedAt: number }>();

/**
 * Registers a remote's Node container, and registers it again (forced, with a new entry URL) when
 * its manifest changed: a redeployed remote is used without a restart or a shell build.
 */
export async function syncRemote(name: RemoteName, location: RemoteServerLocation, revalidateMs: number): Promise<void> {
  const known = registered.get(name);
  const now = Date.now();
  if (known && now - known.checkedAt < revalidateMs) return;
  const response = await fetch(location.version, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${name}: ${location.version} respondió ${response.status}`);
  const version = createHash('sha1').update(await response.text()).digest('hex').slice(0, 12);
  if (known?.version === version) {
    known.checkedAt = now;
    return;
  }
  // A new URL keeps the runtime from reusing anything of the previous container.
  registerRemotes([{ name, entry: `${location.entry}?v=${version}` }], { force: Boolean(known) });
  registered.set(name, { version, checkedAt: now });
}
