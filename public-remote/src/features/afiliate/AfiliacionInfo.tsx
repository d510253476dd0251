import { EDAD_MAXIMA, EDAD_MINIMA } from '@plataforma/contracts';
import { Card, CardGrid } from '@plataforma/shared-ui';
import styled from 'styled-components';

/** What affiliation means and how it works: the visitor's page, and the member's before a request. */
export function AfiliacionInfo() {
  return (
    <CardGrid>
      <Card>
        <h2>¿Qué es la afiliación?</h2>
        <p>
          Afiliarte te hace parte oficial del movimiento: recibes un número de afiliado y un carnet digital con un código QR
          que cualquiera puede verificar, por ejemplo en un evento, en tu colegio o en tu universidad.
        </p>
      </Card>
      <Card>
        <h2>¿Quiénes pueden afiliarse?</h2>
        <p>
          Jóvenes de {EDAD_MINIMA} a {EDAD_MAXIMA} años de cualquier departamento de Bolivia. Necesitas una cuenta en la
          plataforma, tu carnet de identidad y un número de celular.
        </p>
      </Card>
      <Card>
        <h2>¿Cómo funciona?</h2>
        <Steps>
          <li>Crea tu cuenta o inicia sesión.</li>
          <li>Envía tu solicitud de afiliación.</li>
          <li>Un responsable la revisa y, al aprobarla, recibes tu carnet digital.</li>
        </Steps>
        <p>Tus datos se guardan cifrados y solo los usa el equipo de afiliación.</p>
      </Card>
    </CardGrid>
  );
}

const Steps = styled.ol`
  margin: 0 0 0.75rem;
  padding-left: 1.25rem;
  line-height: 1.6;
`;
