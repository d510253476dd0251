import { exposesOf, type ADMIN_REMOTE } from '@plataforma/contracts';

/** The admin panel is one exposed module (it routes below /admin itself), named in the page map (contracts/src/topology.ts). */
export const pageFiles = {
  AdminApp: './src/AdminApp.tsx',
};

export const exposes = exposesOf<typeof ADMIN_REMOTE>(pageFiles);
