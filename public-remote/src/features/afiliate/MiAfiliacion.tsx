import { lazy, Suspense } from 'react';
import { AFILIACION_MSG, PARTICIPATION_MSG, type AfiliacionMia, type User } from '@plataforma/contracts';
import { Alert, Badge, Card, formatDateLong, StatusMessage, useAutoDismiss } from '@plataforma/shared-ui';
import { useActionData } from 'react-router-dom';
import { useOutcome } from '../../lib/pageWrites';
import type { SolicitudResult } from './actions';
import { AfiliacionInfo } from './AfiliacionInfo';
import { SolicitudForm } from './SolicitudForm';

// The card's QR and image code are fetched only by a member who has a card.
const Carnet = lazy(() => import('./Carnet'));

/**
 * A member's affiliation by its latest request: none, rejected or revoked → the form (a rejected one
 * filled with what they sent, to correct it); pending → its state; approved → the card. A member a
 * moderator blocked reads why instead of a form the server would refuse.
 */
export function MiAfiliacion({ user, afiliacion }: { user: User; afiliacion: AfiliacionMia | null }) {
  // Read here, not in the form: the confirmation stays once the page shows the pending request.
  const shown = useAutoDismiss(useOutcome(useActionData() as SolicitudResult | undefined));
  const confirmation = <div aria-live="polite">{shown?.variant === 'success' && <Alert variant="success">{shown.text}</Alert>}</div>;

  if (afiliacion?.estado === 'aprobada') {
    return (
      <Suspense fallback={<StatusMessage kind="loading">Cargando tu carnet...</StatusMessage>}>
        <Carnet user={user} afiliacion={afiliacion} />
      </Suspense>
    );
  }
  if (afiliacion?.estado === 'pendiente') {
    return (
      <>
        {confirmation}
        <Card aria-labelledby="afiliacion-estado">
          <h2 id="afiliacion-estado">Tu solicitud de afiliación</h2>
          <p>
            <Badge tone="primary">{AFILIACION_MSG.pendiente}</Badge>
          </p>
          <p>Enviada el {formatDateLong(afiliacion.creadoEn)}. Te avisaremos cuando sea revisada.</p>
        </Card>
      </>
    );
  }
  return (
    <>
      {afiliacion?.estado === 'rechazada' && <Alert variant="error">{AFILIACION_MSG.rechazada(afiliacion.motivo ?? '')}</Alert>}
      {afiliacion?.estado === 'revocada' && (
        <Alert variant="error">
          {AFILIACION_MSG.noVigente}: {afiliacion.motivo}
        </Alert>
      )}
      {afiliacion === null && <AfiliacionInfo />}
      {user.bloqueado ? <Alert variant="info">{PARTICIPATION_MSG.cuentaBloqueada}</Alert> : <SolicitudForm anterior={afiliacion} />}
    </>
  );
}
