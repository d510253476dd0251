import type { AfiliacionAdmin } from '@plataforma/contracts';
import { Pending } from '@plataforma/shared-auth';
import { Alert, CardGrid, ConfirmDialog, PageTitle } from '@plataforma/shared-ui';
import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { sectionHandle } from '../../app/head';
import { CsvExportLink } from '../../lib/CsvExportLink';
import { PageFooter } from '../../lib/PageFooter';
import { EmptyPage } from '../../lib/EmptyPage';
import { useListFilters } from '../../lib/useListFilters';
import { useWrite } from '../../lib/useWrite';
import { readPosted, unknownIntent } from '../../lib/write';
import { afiliacionesQuery } from './afiliacionesQuery';
import { decidir, isAccion, type Accion, type MotivoAccion } from './api/decide-afiliacion';
import { afiliacionesCsvPath, getAfiliaciones } from './api/get-afiliaciones';
import { AFILIACIONES_TEXTS } from './api/messages';
import { AfiliacionCard, nombreDe } from './components/AfiliacionCard';
import { AfiliacionFilters } from './components/AfiliacionFilters';
import { MotivoModal } from '../../lib/MotivoModal';

/** The page of requests the URL asks for (`?search&estado&page`). */
export const loader = ({ context, request }: LoaderFunctionArgs) => ({
  afiliaciones: getAfiliaciones(context, afiliacionesQuery.from(new URL(request.url).searchParams), request.signal),
});

export const handle = sectionHandle('afiliaciones');

/** The decisions on a request ('aprobar', 'rechazar', 'revocar'; `id` the request's). */
export async function action({ request }: ActionFunctionArgs) {
  const { intent, id, body } = await readPosted(request);
  return isAccion(intent) ? decidir(intent, id, body) : unknownIntent();
}

/** The open dialog: the approval's confirmation, or the motivo modal of a rejection or revocation. */
type Open = { accion: 'aprobar'; afiliacion: AfiliacionAdmin } | { accion: MotivoAccion; afiliacion: AfiliacionAdmin };

/** The motivo modal's title, text and button for a rejection or a revocation. */
const motivoDialog = (accion: MotivoAccion, nombre: string) =>
  accion === 'rechazar'
    ? { title: 'Rechazar solicitud', submitLabel: 'Rechazar', message: `Se rechazará la solicitud de afiliación de ${nombre}; verá el motivo.` }
    : { title: 'Revocar afiliación', submitLabel: 'Revocar', message: `El carnet de afiliado de ${nombre} dejará de estar vigente.` };

/**
 * 'Gestión de Afiliaciones': the members' requests, newest first, filtered by estado and
 * searched by name or carnet (both in the URL, like the users screen), with their decisions:
 * 'Aprobar' (confirmed; the API gives the next number), 'Rechazar' and 'Revocar' (with a motivo),
 * and the filtered list as a CSV download. A decision that came too late closes its dialog and shows the
 * API's message over the list read again; another failure keeps the motivo modal open with it.
 */
export function AfiliacionesPage() {
  const { afiliaciones } = useLoaderData<typeof loader>();
  const filters = useListFilters(afiliacionesQuery);
  const [open, setOpen] = useState<Open | null>(null);
  const decision = useWrite(() => setOpen(null));
  const ask = (accion: Accion, afiliacion: AfiliacionAdmin) => {
    decision.dismiss();
    setOpen({ accion, afiliacion } as Open);
  };
  const cancel = () => {
    decision.dismiss();
    setOpen(null);
  };
  const decide = (accion: Accion, id: number, motivo?: string) => decision.submit(accion, { id, motivo });
  const asking = open && open.accion !== 'aprobar' ? open : null;

  return (
    <>
      <PageTitle
        description="Solicitudes de afiliación de los miembros: revisarlas, aprobarlas, rechazarlas o revocarlas."
        actions={<CsvExportLink path={afiliacionesCsvPath(filters.search, filters.value)} />}
      >
        Gestión de Afiliaciones
      </PageTitle>

      <AfiliacionFilters filters={filters} />

      {decision.success && (
        <Alert variant="success" onClose={decision.dismiss}>
          {decision.success}
        </Alert>
      )}
      {/* With the motivo modal open, its failure shows inside it. */}
      {decision.error && !asking && (
        <Alert variant="error" onClose={decision.dismiss}>
          {decision.error}
        </Alert>
      )}

      <Pending value={afiliaciones} texts={{ loading: AFILIACIONES_TEXTS.cargando, error: AFILIACIONES_TEXTS.cargar }}>
        {(result) =>
          result.data.length === 0 ? (
            <EmptyPage page={result} onPageChange={filters.goToPage}>
              {AFILIACIONES_TEXTS.vacia}
            </EmptyPage>
          ) : (
            <>
              <CardGrid>
                {result.data.map((afiliacion) => (
                  <AfiliacionCard key={afiliacion.id} afiliacion={afiliacion} busy={decision.pending} onDecide={ask} />
                ))}
              </CardGrid>
              <PageFooter page={result} noun="solicitudes" label="Páginas de solicitudes de afiliación" onPageChange={filters.goToPage} />
            </>
          )
        }
      </Pending>

      <ConfirmDialog
        open={open?.accion === 'aprobar'}
        title="Aprobar solicitud"
        message={`¿Aprobar la solicitud de afiliación de ${open ? nombreDe(open.afiliacion) : ''}? Se le asignará el siguiente número de afiliado.`}
        confirmLabel="Aprobar"
        confirmVariant="primary"
        busy={decision.pending}
        onConfirm={() => open && void decide('aprobar', open.afiliacion.id).then(() => setOpen(null))}
        onCancel={cancel}
      />
      {asking && (
        <MotivoModal
          {...motivoDialog(asking.accion, nombreDe(asking.afiliacion))}
          save={{ saving: decision.pending, error: decision.error }}
          onSubmit={(motivo) => void decide(asking.accion, asking.afiliacion.id, motivo)}
          onClose={cancel}
        />
      )}
    </>
  );
}

export const Component = AfiliacionesPage;
