import { revalidateAfterConflict } from '@plataforma/shared-auth';
import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from './app/AdminLayout';
import { AdminNotFound } from './app/AdminNotFound';
import { notFoundHandle } from './app/head';
import { adminPaths, inscritosPath } from './app/paths';
import * as afiliaciones from './features/afiliaciones/AfiliacionesPage';
import * as eventos from './features/agenda/EventosPage';
import * as inscritos from './features/agenda/InscritosPage';
import * as asistencias from './features/asistencias/AsistenciasPage';
import * as auditoria from './features/auditoria/AuditoriaPage';
import * as dashboard from './features/dashboard/DashboardPage';
import * as encuestas from './features/encuestas/EncuestasPage';
import * as imagenes from './features/imagenes/ImagenesPage';
import * as moderacion from './features/moderacion/ModeracionPage';
import * as noticias from './features/noticias/NoticiasPage';
import * as publicaciones from './features/publicaciones/PublicacionesPage';
import * as usuarios from './features/usuarios/UsersPage';

/** What a screen's route module gives its route: its writes, if any, are its `action`. */
type RouteModule = Required<Pick<RouteObject, 'loader' | 'Component' | 'handle'>> & Pick<RouteObject, 'action'>;

/** Every screen reads again after its writes, and after a 409 (the shell's pages follow the same rule). */
const screenRoute = ({ loader, action, Component, handle }: RouteModule) => ({ loader, action, Component, handle, shouldRevalidate: revalidateAfterConflict });

/**
 * The admin area's routes, exposed as `admin_remote/AdminApp`: the shell adds them below its /admin
 * route, whose loader lets only an admin in (shell/src/federation/adminRoutes.ts), so every path here
 * is relative to /admin. One layout with the sidebar; each screen a route module whose loader starts
 * its reads, so the screen shows its loading text at once, and whose action makes its writes (`intent`
 * says which), after which React Router reads it again.
 */
export const routes: RouteObject[] = [
  {
    Component: AdminLayout,
    children: [
      { index: true, ...screenRoute(dashboard) },
      { path: adminPaths.dashboard.path, ...screenRoute(dashboard) },
      { path: adminPaths.usuarios.path, ...screenRoute(usuarios) },
      { path: adminPaths.afiliaciones.path, ...screenRoute(afiliaciones) },
      { path: adminPaths.publicaciones.path, ...screenRoute(publicaciones) },
      { path: adminPaths.imagenes.path, ...screenRoute(imagenes) },
      { path: adminPaths.agenda.path, ...screenRoute(eventos) },
      { path: inscritosPath.path, ...screenRoute(inscritos) },
      { path: adminPaths.noticias.path, ...screenRoute(noticias) },
      { path: adminPaths.encuestas.path, ...screenRoute(encuestas) },
      { path: adminPaths.asistencias.path, ...screenRoute(asistencias) },
      { path: adminPaths.moderacion.path, ...screenRoute(moderacion) },
      { path: adminPaths.auditoria.path, ...screenRoute(auditoria) },
      { path: '*', Component: AdminNotFound, handle: notFoundHandle },
    ],
  },
];
