import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRemoteEntryUrl, REMOTE_NAMES, SSR_DOM } from '@plataforma/contracts';
import { DEV_PORTS, devOptions, reactOptions, federationOptions, browserNodeEnv, compileHintsPlugin, mfRuntimeEsmAlias, nodeOutput, pluginPrecompress, serviceWorkerEnvironment, styledComponentsOptions } from '../rsbuild.shared';

const isDev = process.env.NODE_ENV === 'development';
const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Remote entry URLs written into index.html. `npm start` serves the remotes on the same origin
 * (and its server can rewrite these from PUBLIC_REMOTE_URL / ADMIN_REMOTE_URL); `npm run dev` points
 * at the remotes' dev servers.
 */
const remotes = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, isDev ? `http://localhost:${DEV_PORTS[name]}/remoteEntry.js` : defaultRemoteEntryUrl(name)]),
) as Record<(typeof REMOTE_NAMES)[number], string>;

/**
 * The service worker (production builds): it precaches the shell's content-hashed browser files (not
 * `dist/server/`, not index.html) and the pages it shows itself. The public remote's files are kept by the
 * worker at install, from the remote's manifest as deployed then (`src/sw/sw.ts`): the remote deploys
 * alone, and a list fixed here would name files a redeploy removed, failing every new visitor's install.
 */
const serviceWorker = serviceWorkerEnvironment({
  entry: './src/sw/sw.ts',
  precache: [{ dir: join(HERE, 'dist'), url: '/', files: ['static/**/*.{js,css}', 'offline.html', 'favicon.svg', 'placeholder.jpg'] }],
});

/**
 * The shell, built twice: the browser app (`dist/`, whose index.html is also the server's page
 * template) and the Node render bundle (`dist/server/server.js`) the API requires for server rendering;
 * and, for production, the service worker (`dist/sw.js`).
 */
export default defineConfig({
  plugins: [pluginReact(reactOptions), pluginStyledComponents(styledComponentsOptions('shell'))],
  environments: {
    web: {
      source: { entry: { index: './src/index.ts' } },
      html: {
        template: './index.html',
        templateParameters: { remotesJson: JSON.stringify(remotes), publicRemoteEntryUrl: remotes.public_remote, ssr: SSR_DOM },
      },
      // '/' and not 'auto': deep links such as /admin/usuarios must find the assets on reload (docs/toolchain.md trap 3).
      output: { target: 'web', assetPrefix: '/' },
      // Split only lazy chunks: with 'all' the federation runtime's re-export module (126 bytes) became an initial chunk of its own, one more request before anything runs.
      splitChunks: { preset: 'default', chunks: 'async' },
      resolve: { alias: mfRuntimeEsmAlias },
      tools: {
        rspack: {
          ...browserNodeEnv(),
          plugins: [compileHintsPlugin(/[\\/]react-dom-client\./)],
        },
      },
      plugins: [
        pluginPrecompress(),
        pluginModuleFederation(federationOptions('shell'), { environment: 'web' }),
      ],
    },
    node: {
      source: { entry: { server: './src/server.ts' } },
      output: nodeOutput,
      plugins: [pluginModuleFederation(federationOptions('shell', {}, 'node'), { target: 'node', environment: 'node' })],
    },
    ...(isDev ? {} : { sw: serviceWorker }),
  },
  dev: devOptions,
  server: {
    port: DEV_PORTS.shell,
    historyApiFallback: true,
    proxy: {
      '/api': `http://localhost:${DEV_PORTS.api}`,
      '/media': `http://localhost:${DEV_PORTS.api}`,
    },
  },
});
