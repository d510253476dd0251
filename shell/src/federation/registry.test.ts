import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemoteEntries, registerPlatformRemotes } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

function pageWith(config: string | null): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  if (config !== null) {
    const script = doc.createElement('script');
    script.id = 'pj-remotes';
    script.type = 'application/json';
    script.textContent = config;
    doc.head.append(script);
  }
  return doc;
}

describe('remote entries', () => {
  it('reads the URLs written into index.html', () => {
    const doc = pageWith('{"public_remote":"https://cdn.example/public/remoteEntry.js"}');
    expect(readRemoteEntries(doc)).toEqual({
      public_remote: 'https://cdn.example/public/remoteEntry.js',
      admin_remote: '/remotes/admin/remoteEntry.js',
    });
  });

  it('falls back to the same-origin paths when the configuration is missing or broken', () => {
    const defaults = { public_remote: '/remotes/public/remoteEntry.js', admin_remote: '/remotes/admin/remoteEntry.js' };
    expect(readRemoteEntries(pageWith(null))).toEqual(defaults);
    expect(readRemoteEntries(pageWith('{not json'))).toEqual(defaults);
  });

  it('registers both remotes with the runtime by name', () => {
    registerPlatformRemotes({ public_remote: '/p.json', admin_remote: '/a.json' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'public_remote', entry: '/p.json' },
      { name: 'admin_remote', entry: '/a.json' },
    ]);
  });
});
