import { registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRemoteEntryUrl, REMOTE_NAMES, SSR_DOM, type RemoteName } from '@plataforma/contracts';

const DEFAULT_ENTRIES = Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultRemoteEntryUrl(name)])) as Record<RemoteName, string>;

/**
 * Remote locations are run-time configuration: index.html carries them in a JSON script
 * (SSR_DOM.remotesId), which the server (or whoever deploys the shell) may rewrite, so a remote
 * moves without rebuilding the shell.
 */
export function readRemoteEntries(doc: Document = document): Record<RemoteName, string> {
  const text = doc.getElementById(SSR_DOM.remotesId)?.textContent;
  if (!text) return DEFAULT_ENTRIES;
  try {
    return { ...DEFAULT_ENTRIES, ...(JSON.parse(text) as Partial<Record<RemoteName, string>>) };
  } catch {
    return DEFAULT_ENTRIES;
  }
}

/** Registering is free: with 'loaded-first' nothing is fetched until a remote module is loaded. */
export function registerPlatformRemotes(entries = readRemoteEntries()): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: entries[name] })));
}
