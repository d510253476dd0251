import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginStyledComponents } from '@rsbuild/plugin-styled-components';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, devOptions, reactOptions, federationOptions, browserNodeEnv, compileHintsPlugin, mfErrorTextsPlugin, mfRuntimeEditsRule, mfRuntimeEsmPlugin, nodeOutput, pluginPrecompress, serverOnlyModules, styledComponentsOptions } from '../rsbuild.shared';

/** Every public page is an exposed module of its own, following the page contract (`contracts/src/pages.ts`). */
const exposes = {
  './Home': './src/features/home/HomePage.tsx',
  './Noticias': './src/features/noticias/NoticiasPage.tsx',
  './Noticia': './src/features/noticias/NoticiaPage.tsx',
  './Agenda': './src/features/agenda/AgendaPage.tsx',
  './Evento': './src/features/agenda/EventoPage.tsx',
  './Publicaciones': './src/features/publicaciones/PublicacionesPage.tsx',
  './Publicacion': './src/features/publicaciones/PublicacionPage.tsx',
  './Encuestas': './src/features/encuestas/EncuestasPage.tsx',
  './Conocenos': './src/features/conocenos/ConocenosPage.tsx',
  './Afiliate': './src/features/afiliate/AfiliatePage.tsx',
};

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
      resolve: { alias: serverOnlyModules },
      tools: {
        rspack: {
          ...browserNodeEnv(),
          module: { rules: [mfRuntimeEditsRule()] },
          plugins: [mfRuntimeEsmPlugin(), mfErrorTextsPlugin(), compileHintsPlugin(/[\\/]node_modules[\\/](echarts|zrender)[\\/]/)],
        },
      },
      plugins: [pluginPrecompress(), pluginModuleFederation(federationOptions('public_remote', { exposes }), { environment: 'web' })],
    },
    node: {
      // Content-hashed names: the Node manifest, which the server watches, changes with the code.
      output: { ...nodeOutput, filename: { js: '[name].[contenthash:8].js' } },
      plugins: [pluginModuleFederation(federationOptions('public_remote', { exposes }, 'node'), { target: 'node', environment: 'node' })],
    },
  },
  dev: devOptions,
  server: { port: DEV_PORTS.public_remote, headers: { 'Access-Control-Allow-Origin': '*' } },
});
