import type { LoaderContext, MiembroEquipo, PageProps } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { Badge, Card, CardGrid, PageSection, PageTitle, StatusMessage, mediaUrl } from '@plataforma/shared-ui';
import { Cover } from '../../lib/Cover';
import { getList, usePageData } from '../../lib/pageData';

export const loader = (context: LoaderContext) => getList<MiembroEquipo>(context, '/equipo');

export const head = () => ({
  title: pageTitle('Conócenos'),
  description: 'Conoce al equipo de jóvenes que impulsa la Plataforma Juvenil en toda Bolivia.',
});

export const badgeFor = (rol: string) => (rol === 'Líder Juvenil' ? 'Líder' : 'Miembro');

/** spec-notes §2 "Team": the team members. */
export default function ConocenosPage({ data }: PageProps<MiembroEquipo[]>) {
  const load = usePageData({ loader, head }, data);
  return (
    <PageSection>
      <PageTitle>Conócenos</PageTitle>
      {load.status === 'loading' && <StatusMessage kind="loading">Cargando equipo...</StatusMessage>}
      {load.status === 'error' && <StatusMessage kind="error">No se pudo cargar el equipo.</StatusMessage>}
      {load.status === 'ready' && load.data.length === 0 && <StatusMessage>Aún no hay miembros del equipo publicados.</StatusMessage>}
      {load.status === 'ready' && load.data.length > 0 && (
        <CardGrid>
          {load.data.map((miembro) => (
            <Card key={miembro.id}>
              <Cover src={mediaUrl(miembro.imagen)} alt={miembro.nombre} loading="lazy" />
              <h2>{miembro.nombre}</h2>
              <Badge tone={miembro.rol === 'Líder Juvenil' ? 'primary' : 'neutral'}>{badgeFor(miembro.rol)}</Badge>
              <p>{miembro.rol}</p>
              <p>{miembro.descripcion}</p>
            </Card>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
