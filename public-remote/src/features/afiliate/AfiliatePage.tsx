import { pageTitle, type PageHandle } from '@plataforma/contracts';
import { useSession } from '@plataforma/shared-auth';
import { ButtonLink, Card, CardGrid, PageSection, PageTitle } from '@plataforma/shared-ui';

export const handle: PageHandle = {
  head: () => ({
    title: pageTitle('Mi Afiliación'),
    description: 'Súmate a los jóvenes que trabajan por una Bolivia libre: crea tu cuenta gratis en un minuto.',
  }),
};

/** The specification leaves /afiliate open: why and how to join; visitors are sent to /register, members to /perfil. */
export function AfiliatePage() {
  const user = useSession((state) => state.user);
  return (
    <PageSection>
      <PageTitle description="Súmate a los jóvenes que trabajan por una Bolivia libre.">Mi Afiliación</PageTitle>
      <CardGrid>
        <Card>
          <h2>¿Por qué afiliarte?</h2>
          <p>Participa en las encuestas, comenta las publicaciones y entérate primero de la agenda de eventos.</p>
        </Card>
        <Card>
          <h2>¿Cómo afiliarte?</h2>
          <p>Crea tu cuenta con tu nombre, ciudad y correo. Es gratis y toma un minuto.</p>
        </Card>
      </CardGrid>
      {user ? (
        <section aria-label="Tu afiliación">
          <p>¡Ya eres miembro, {user.nombre}! Gracias por sumarte.</p>
          <ButtonLink to="/perfil">Ver mi perfil</ButtonLink>
        </section>
      ) : (
        <ButtonLink to="/register">Afíliate ahora</ButtonLink>
      )}
    </PageSection>
  );
}

export const Component = AfiliatePage;
