import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defaultRemoteEntryUrl, REMOTE_NAMES, SSR_DOM } from '@plataforma/contracts';
import { DEV_PORTS, devOptions, reactOptions, federationOptions, browserNodeEnv, compileHintsPlugin, mfRuntimeEsmAlias, nodeOutput, pluginPrecompress, pluginPreloadStartupChunks, styledComponentsOptions } from '../rsbuild.shared';

const isDev = process.env.NODE_ENV === 'development';

/**
 * Remote entry URLs written into index.html. `npm start` serves the remotes on the same origin
 * (and its server can rewrite these from PUBLIC_REMOTE_URL / ADMIN_REMOTE_URL); `npm run dev` points
 * at the remotes' dev servers.
 */
const remotes = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, isDev ? `http://localhost:${DEV_PORTS[name]}/remoteEntry.js` : defaultRemoteEntryUrl(name)]),
) as Record<(typeof REMOTE_NAMES)[number], string>;

/**
 * The shell, built twice: the browser app (`dist/`, whose index.html is also the server's page
 * template) and the Node render bundle (`dist/server/server.js`) the API requires for server rendering.
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
        pluginPreloadStartupChunks('bootstrap'),
      ],
    },
    node: {
      source: { entry: { server: './src/server.ts' } },
      output: nodeOutput,
      plugins: [pluginModuleFederation(federationOptions('shell', {}, 'node'), { target: 'node', environment: 'node' })],
    },
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
