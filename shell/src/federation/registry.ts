import { registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'public_remote' | 'admin_remote';

const DEFAULT_ENTRIES: Record<RemoteName, string> = {
  public_remote: '/remotes/public/remoteEntry.js',
  admin_remote: '/remotes/admin/remoteEntry.js',
};

/**
 * Remote locations are run-time configuration: index.html carries them in #pj-remotes, which the
 * server (or whoever deploys the shell) may rewrite, so a remote moves without rebuilding the shell.
 */
export function readRemoteEntries(doc: Document = document): Record<RemoteName, string> {
  const text = doc.getElementById('pj-remotes')?.textContent;
  if (!text) return DEFAULT_ENTRIES;
  try {
    return { ...DEFAULT_ENTRIES, ...(JSON.parse(text) as Partial<Record<RemoteName, string>>) };
  } catch {
    return DEFAULT_ENTRIES;
  }
}

/** Registering is free: with 'loaded-first' nothing is fetched until a remote module is loaded. */
export function registerPlatformRemotes(entries = readRemoteEntries()): void {
  registerRemotes(
    (Object.keys(entries) as RemoteName[]).map((name) => ({ name, entry: entries[name] })),
  );
}
