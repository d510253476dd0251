import { exposesOf, type PUBLIC_REMOTE } from '@plataforma/contracts';

/**
 * The file of each page this remote exposes, keyed by the module names of the page map
 * (contracts/src/topology.ts): a page the map lacks, or one it names and this table lacks, fails the
 * type check and `exposes.test.ts`.
 */
export const pageFiles = {
  Home: './src/features/home/HomePage.tsx',
  Noticias: './src/features/noticias/NoticiasPage.tsx',
  Noticia: './src/features/noticias/NoticiaPage.tsx',
  Agenda: './src/features/agenda/AgendaPage.tsx',
  Evento: './src/features/agenda/EventoPage.tsx',
  Publicaciones: './src/features/publicaciones/PublicacionesPage.tsx',
  Publicacion: './src/features/publicaciones/PublicacionPage.tsx',
  Encuestas: './src/features/encuestas/EncuestasPage.tsx',
  Conocenos: './src/features/conocenos/ConocenosPage.tsx',
  Afiliate: './src/features/afiliate/AfiliatePage.tsx',
  Verificar: './src/features/verificar/VerificarPage.tsx',
  Privacidad: './src/features/privacidad/PrivacidadPage.tsx',
};

export const exposes = exposesOf<typeof PUBLIC_REMOTE>(pageFiles);
