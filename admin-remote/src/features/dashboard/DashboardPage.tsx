import type { Stats } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { Alert, ButtonLink, PageTitle, StatusMessage, media } from '@plataforma/shared-ui';
import styled from 'styled-components';
import { adminPaths } from '../../app/paths';
import { loadState } from '../../lib/load-state';
import { useStats } from './api/get-stats';

const quickActions = [
  [adminPaths.dashboard.href, 'Estadísticas'],
  [adminPaths.publicaciones.href, 'Publicaciones'],
  [adminPaths.imagenes.href, 'Imágenes'],
  [adminPaths.usuarios.href, 'Usuarios'],
  [adminPaths.agenda.href, 'Eventos'],
  [adminPaths.asistencias.href, 'Asistencias'],
] as const;

const counters: ReadonlyArray<[keyof Stats, string]> = [
  ['usuarios', 'Usuarios'],
  ['publicaciones', 'Publicaciones'],
  ['imagenes', 'Imágenes'],
  ['eventos', 'Eventos'],
  ['asistencias', 'Asistencias'],
];

/** The admin home (spec-notes §2 "Admin dashboard"): greeting, quick actions and the system counters. */
export function DashboardPage() {
  const user = useSession((state) => state.user);
  const { data: stats, loading, error } = loadState(useStats());
  const name = user?.nombre || user?.email || 'Administrador';

  return (
    <>
      <PageTitle description={`Bienvenido, ${name}`}>Panel de Administración</PageTitle>

      <Section aria-labelledby="dashboard-acciones">
        <h2 id="dashboard-acciones">Acciones rápidas</h2>
        <Actions>
          {quickActions.map(([href, label]) => (
            <li key={label}>
              <ButtonLink to={href} variant="secondary">
                {label}
              </ButtonLink>
            </li>
          ))}
        </Actions>
      </Section>

      <Section aria-labelledby="dashboard-resumen">
        <h2 id="dashboard-resumen">Resumen del Sistema</h2>
        {error && <Alert variant="error">{error}</Alert>}
        {loading && <StatusMessage kind="loading">Cargando estadísticas...</StatusMessage>}
        {/* With no data loaded every counter reads 0 (spec-notes). */}
        <Counters>
          {counters.map(([key, label]) => (
            <Counter key={key}>
              <dt>{label}</dt>
              <dd>{stats?.[key] ?? 0}</dd>
            </Counter>
          ))}
        </Counters>
      </Section>
    </>
  );
}

const Section = styled.section`
  margin-bottom: 2rem;

  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.75rem;
  }
`;

const Actions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;

  a {
    width: 100%;
  }

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Counters = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;

  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Counter = styled.div`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }

  dd {
    margin: 0.25rem 0 0;
    font-size: 1.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
