import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { PUBLIC_REMOTE } from '@plataforma/contracts';
import { exposes } from './src/exposes';
import { DEV_PORTS, devOptions, reactOptions, federationOptions, browserNodeEnv, compileHintsPlugin, mfRuntimeEsmAlias, nodeOutput, pluginPrecompress, recordSharedImports, styledComponentsOptions } from '../rsbuild.shared';

/**
 * The public remote, built twice: the browser container (`dist/`) and the Node container
 * (`dist/server/`) the shell's server renders with; only exposed modules and their chunks, the
 * shell provides runtime and singletons.
 */
export default defineConfig({
  plugins: [pluginReact(reactOptions), pluginStyledComponents(styledComponentsOptions('public'))],
  source: { entry: {} },
  tools: { htmlPlugin: false },
  environments: {
    web: {
      // 'auto': chunks are fetched relative to remoteEntry.js wherever the remote is deployed (docs/toolchain.md trap 3).
      output: { target: 'web', assetPrefix: 'auto' },
      resolve: { alias: mfRuntimeEsmAlias },
      tools: {
        rspack: {
          ...browserNodeEnv(),
          plugins: [compileHintsPlugin(/[\\/]node_modules[\\/](echarts|zrender)[\\/]/), recordSharedImports()],
        },
      },
      plugins: [pluginPrecompress(), pluginModuleFederation(federationOptions(PUBLIC_REMOTE, { exposes }), { environment: 'web' })],
    },
    node: {
      // Content-hashed names: the Node manifest, which the server watches, changes with the code.
      output: { ...nodeOutput, filename: { js: '[name].[contenthash:8].js' } },
      plugins: [pluginModuleFederation(federationOptions(PUBLIC_REMOTE, { exposes }, 'node'), { target: 'node', environment: 'node' })],
    },
  },
  dev: devOptions,
  server: { port: DEV_PORTS.public_remote, headers: { 'Access-Control-Allow-Origin': '*' } },
});
