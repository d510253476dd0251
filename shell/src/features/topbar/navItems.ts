import { paths, type AppPath } from '../../app/paths';

export interface NavLinkItem {
  label: string;
  to: AppPath;
}

export interface NavGroup {
  id: string;
  label: string;
  items: readonly NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** The public top bar's entries, in order (spec-notes §2 "Public top bar"). */
export const navEntries: readonly NavEntry[] = [
  { label: 'INICIO', to: paths.home },
  {
    id: 'contenido',
    label: 'CONTENIDO',
    items: [
      { label: 'NOTICIAS', to: paths.noticias },
      { label: 'PUBLICACIONES', to: paths.publicaciones },
    ],
  },
  {
    id: 'actividades',
    label: 'ACTIVIDADES',
    items: [
      { label: 'AGENDA', to: paths.agenda },
      { label: 'ENCUESTAS', to: paths.encuestas },
    ],
  },
  { label: 'MI AFILIACIÓN', to: paths.afiliate },
  { label: 'CONÓCENOS', to: paths.conocenos },
];
