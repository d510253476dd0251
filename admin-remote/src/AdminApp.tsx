import { isAdmin } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './app/AdminLayout';
import { AdminNotFound } from './app/AdminNotFound';
import { adminPaths } from './app/paths';
import { createQueryClient } from './lib/query-client';
import { EventosPage } from './features/agenda/EventosPage';
import { AsistenciasPage } from './features/asistencias/AsistenciasPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { EncuestasPage } from './features/encuestas/EncuestasPage';
import { ImagenesPage } from './features/imagenes/ImagenesPage';
import { NoticiasPage } from './features/noticias/NoticiasPage';
import { PublicacionesPage } from './features/publicaciones/PublicacionesPage';
import { UsersPage } from './features/usuarios/UsersPage';

/**
 * The admin area, mounted by the shell at /admin/*. The shell already guards it; the check here is
 * defence in depth, so the remote never renders for anyone but an admin (spec-notes §2 "Admin layout").
 * The query cache lives as long as the admin area is mounted.
 */
export default function AdminApp() {
  const user = useSession((state) => state.user);
  const [queryClient] = useState(createQueryClient);
  if (!user || !isAdmin(user)) return <Navigate to="/" replace />;

  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AdminLayout user={user} />}>
          <Route index element={<DashboardPage />} />
          <Route path={adminPaths.dashboard.path} element={<DashboardPage />} />
          <Route path={adminPaths.usuarios.path} element={<UsersPage />} />
          <Route path={adminPaths.publicaciones.path} element={<PublicacionesPage />} />
          <Route path={adminPaths.imagenes.path} element={<ImagenesPage />} />
          <Route path={adminPaths.agenda.path} element={<EventosPage />} />
          <Route path={adminPaths.noticias.path} element={<NoticiasPage />} />
          <Route path={adminPaths.encuestas.path} element={<EncuestasPage />} />
          <Route path={adminPaths.asistencias.path} element={<AsistenciasPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
