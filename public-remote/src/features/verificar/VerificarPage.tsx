import { AFILIACION_MSG, pageTitle, type AfiliacionVerificacion, type PageHandle } from '@plataforma/contracts';
import { Pending } from '@plataforma/shared-auth';
import { Badge, Card, formatDateLong, formatDateTime, mediaUrl, PageSection, PageTitle, StatusMessage } from '@plataforma/shared-ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { MemberPhoto } from '../../lib/MemberPhoto';
import { verificarCodigo } from './api';

export const loader = ({ context, params }: LoaderFunctionArgs) => ({ verificacion: verificarCodigo(context, params.code ?? '') });

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: ({ verificacion }) => ({
    title: pageTitle('Verificar afiliación'),
    description: 'Verificación del carnet digital de afiliado de la Plataforma Juvenil.',
    noindex: true,
    // An unknown code: the server answers 404, with this page's own text of what to do.
    ...(verificacion === null && { notFound: true }),
  }),
};

/**
 * /verificar/:code, what a scanned card opens, for anyone and without signing in: whose card
 * it is, with their photo, and whether it is in force, and when the server checked it (a
 * screenshot of an old check shows its old time). Never a CI, phone or birth date (the API does not
 * send them). An unknown code is a 404 saying what to do.
 */
export function VerificarPage() {
  const { verificacion } = useLoaderData<typeof loader>();
  return (
    <Column>
      <PageTitle>Verificación de afiliación</PageTitle>
      <Pending value={verificacion} texts={{ loading: 'Verificando el carnet...', error: AFILIACION_MSG.verificacionNoDisponible }}>
        {(resultado) =>
          resultado ? (
            <Resultado verificacion={resultado} />
          ) : (
            <StatusMessage kind="error" sub={AFILIACION_MSG.codigoNoValidoAyuda}>
              {AFILIACION_MSG.codigoNoValido}
            </StatusMessage>
          )
        }
      </Pending>
    </Column>
  );
}

/** 'Verificado el 27 de noviembre de 2026 a las 07:14': the server's time of the check, in Bolivia's zone. */
function CheckedAt({ verificadoEn }: { verificadoEn: string }) {
  return <Checked>{`Verificado el ${formatDateTime(verificadoEn)}`}</Checked>;
}

function Resultado({ verificacion }: { verificacion: AfiliacionVerificacion }) {
  if (!verificacion.vigente) {
    return (
      <Card>
        <p>
          <Badge tone="danger">{AFILIACION_MSG.noVigente}</Badge>
        </p>
        <p>Este carnet fue revocado y ya no acredita una afiliación al movimiento.</p>
        <CheckedAt verificadoEn={verificacion.verificadoEn} />
      </Card>
    );
  }
  return (
    <Card>
      <Person>
        {verificacion.imagen && <MemberPhoto src={mediaUrl(verificacion.imagen)} alt={`Foto de ${verificacion.nombre}`} />}
        <div>
          <h2>{verificacion.nombre}</h2>
          <p>N.º de afiliado: {verificacion.numero}</p>
          <p>Afiliado desde {formatDateLong(verificacion.aprobadaEn)}</p>
          <Badge tone="success">{AFILIACION_MSG.vigente}</Badge>
        </div>
      </Person>
      <CheckedAt verificadoEn={verificacion.verificadoEn} />
    </Card>
  );
}

export const Component = VerificarPage;

const Column = styled(PageSection)`
  max-width: 36rem;
  h2 { margin: 0 0 0.25rem; overflow-wrap: anywhere; }
  p { margin: 0 0 0.5rem; }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
`;

const Checked = styled.p`
  && { margin-top: 0.75rem; }
  font-weight: 600;
`;
