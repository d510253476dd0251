import { pageTitle, type PageHandle } from '@plataforma/contracts';
import type { AdminSection } from './paths';

/** The sidebar's entries, in order: also the tab title of each section's screen. */
export const SECTION_LABELS: Readonly<Record<AdminSection, string>> = {
  dashboard: 'Panel',
  usuarios: 'Usuarios',
  afiliaciones: 'Afiliaciones',
  publicaciones: 'Publicaciones',
  imagenes: 'Imágenes (Carrusel)',
  agenda: 'Agenda',
  noticias: 'Noticias',
  encuestas: 'Encuestas',
  asistencias: 'Asistencias',
  moderacion: 'Moderación',
  auditoria: 'Auditoría',
};

const DESCRIPTION = 'Panel de administración de la Plataforma Juvenil.';

/** A route's handle whose head needs no data: the shell titles the tab with it once the screen is open. */
const titled = (name: string): PageHandle => ({ head: () => ({ title: pageTitle(name), description: DESCRIPTION }) });

/** The dashboard is titled after the panel, not its sidebar entry. */
export const dashboardHandle = titled('Panel de Administración');

/** 'Usuarios · Administración · Plataforma Juvenil', so the tab never keeps the last public page's title. */
export const sectionHandle = (section: Exclude<AdminSection, 'dashboard'>) => titled(`${SECTION_LABELS[section]} · Administración`);

/** An event's registrants, under the agenda. */
export const inscritosHandle = titled(`Inscritos · ${SECTION_LABELS.agenda} · Administración`);

/** An unknown /admin sub-path. */
export const notFoundHandle = titled('Administración');
