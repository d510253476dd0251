import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, federationOptions, mfRuntimeEsmPlugin, pluginPrecompress, serverOnlyModules, styledComponentsOptions } from '../rsbuild.shared';

/** The public remote: only its exposed modules and their chunks; the shell provides runtime and singletons. */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStyledComponents(styledComponentsOptions('public')),
    pluginPrecompress(),
    pluginModuleFederation(
      federationOptions('public_remote', {
        exposes: {
          './Home': './src/features/home/HomePage.tsx',
          './Noticias': './src/features/noticias/NoticiasPage.tsx',
          './Agenda': './src/features/agenda/AgendaPage.tsx',
          './Publicaciones': './src/features/publicaciones/PublicacionesPage.tsx',
          './Encuestas': './src/features/encuestas/EncuestasPage.tsx',
          './Conocenos': './src/features/conocenos/ConocenosPage.tsx',
          './Afiliate': './src/features/afiliate/AfiliatePage.tsx',
        },
      }),
    ),
  ],
  source: { entry: {} },
  tools: { htmlPlugin: false, rspack: { plugins: [mfRuntimeEsmPlugin()] } },
  // 'auto': chunks are fetched relative to remoteEntry.js wherever the remote is deployed (TOOLCHAIN trap 3).
  output: { assetPrefix: 'auto' },
  resolve: { alias: serverOnlyModules },
  server: { port: DEV_PORTS.public_remote, headers: { 'Access-Control-Allow-Origin': '*' } },
});
