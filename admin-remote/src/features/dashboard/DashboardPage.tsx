import type { Stats } from '@plataforma/contracts';
import { getErrorMessage, useUser } from '@plataforma/shared-auth';
import { Alert, ButtonLink, PageTitle, StatusMessage, media } from '@plataforma/shared-ui';
import { Suspense } from 'react';
import { Await, useAsyncError, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { dashboardHandle } from '../../app/head';
import { adminPaths } from '../../app/paths';
import { getStats, STATS_ERROR } from './api/get-stats';

export const loader = ({ context, request }: LoaderFunctionArgs) => ({ stats: getStats(context, request.signal) });

export const handle = dashboardHandle;

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
  ['afiliacionesPendientes', 'Afiliaciones pendientes'],
  ['reportesPendientes', 'Reportes pendientes'],
];

/** The admin home (spec-notes §2 "Admin dashboard"): greeting, quick actions and the system counters. */
export function DashboardPage() {
  const user = useUser();
  const { stats } = useLoaderData<typeof loader>();
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
        {/* Not <Pending>: with no data loaded the counters read 0 (spec-notes), so they stay under the loading line and the failure. */}
        <Suspense
          fallback={
            <>
              <StatusMessage kind="loading">Cargando estadísticas...</StatusMessage>
              <Counters />
            </>
          }
        >
          <Await resolve={stats} errorElement={<StatsFailure />}>
            {(loaded: Stats) => <Counters stats={loaded} />}
          </Await>
        </Suspense>
      </Section>
    </>
  );
}

/** The counters; each reads 0 with no data loaded. */
function Counters({ stats }: { stats?: Stats }) {
  return (
    <CounterList>
      {counters.map(([key, label]) => (
        <Counter key={key}>
          <dt>{label}</dt>
          <dd>{stats?.[key] ?? 0}</dd>
        </Counter>
      ))}
    </CounterList>
  );
}

function StatsFailure() {
  return (
    <>
      <Alert variant="error">{getErrorMessage(useAsyncError(), STATS_ERROR)}</Alert>
      <Counters />
    </>
  );
}

export const Component = DashboardPage;

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

const CounterList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.xl} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
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
