import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { ADMIN_REMOTE } from '@plataforma/contracts';
import { exposes } from './src/exposes';
import { DEV_PORTS, devOptions, reactOptions, federationOptions, mfRuntimeEsmAlias, pluginPrecompress, recordSharedImports, styledComponentsOptions } from '../rsbuild.shared';

/** The admin remote: only its exposed modules and their chunks; the shell provides runtime and singletons. */
export default defineConfig({
  plugins: [
    pluginReact(reactOptions),
    pluginStyledComponents(styledComponentsOptions('admin')),
    pluginPrecompress(),
    pluginModuleFederation(
      federationOptions(ADMIN_REMOTE, { exposes }),
    ),
  ],
  source: { entry: {} },
  tools: { htmlPlugin: false, rspack: { plugins: [recordSharedImports()] } },
  // 'auto': chunks are fetched relative to remoteEntry.js wherever the remote is deployed (docs/toolchain.md trap 3).
  output: { assetPrefix: 'auto' },
  resolve: { alias: mfRuntimeEsmAlias },
  dev: devOptions,
  server: { port: DEV_PORTS.admin_remote, headers: { 'Access-Control-Allow-Origin': '*' } },
});
