import type { MiembroEquipo, PageHandle } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { Pending } from '@plataforma/shared-auth';
import { Badge, Card, CardGrid, PageSection, PageTitle, StatusMessage, mediaUrl } from '@plataforma/shared-ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Cover } from '../../lib/Cover';
import { readList } from '../../lib/read';

export const loader = ({ context }: LoaderFunctionArgs) => ({ equipo: readList<MiembroEquipo>(context, '/equipo') });

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: () => ({
    title: pageTitle('Conócenos'),
    description: 'Conoce al equipo de jóvenes que impulsa la Plataforma Juvenil en toda Bolivia.',
  }),
};

export const badgeFor = (rol: string) => (rol === 'Líder Juvenil' ? 'Líder' : 'Miembro');

/** spec-notes §2 "Team": the team members. */
export function ConocenosPage() {
  const { equipo } = useLoaderData<typeof loader>();
  return (
    <PageSection>
      <PageTitle>Conócenos</PageTitle>
      <Pending value={equipo} texts={{ loading: 'Cargando equipo...', error: 'No se pudo cargar el equipo.' }}>
        {(list) =>
          list.length === 0 ? (
            <StatusMessage>Aún no hay miembros del equipo publicados.</StatusMessage>
          ) : (
            <CardGrid>
              {list.map((miembro) => (
                <Card key={miembro.id}>
                  <Cover src={mediaUrl(miembro.imagen)} alt={miembro.nombre} loading="lazy" />
                  <h2>{miembro.nombre}</h2>
                  <Badge tone={miembro.rol === 'Líder Juvenil' ? 'primary' : 'neutral'}>{badgeFor(miembro.rol)}</Badge>
                  <p>{miembro.rol}</p>
                  <p>{miembro.descripcion}</p>
                </Card>
              ))}
            </CardGrid>
          )
        }
      </Pending>
    </PageSection>
  );
}

export const Component = ConocenosPage;
