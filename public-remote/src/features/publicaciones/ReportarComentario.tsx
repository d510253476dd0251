import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { MOTIVOS_REPORTE } from '@plataforma/contracts';
import { ActionForm, useWriteResult } from '@plataforma/shared-auth';
import { Alert, Button, Modal, useInBrowser } from '@plataforma/shared-ui';
import { useFetcher } from 'react-router-dom';
import { Disclosure } from '../../lib/Disclosure';
import { COMENTARIO_INTENT } from './actions';

/**
 * 'Reportar' on another member's comment: a dialog with the reasons as radio buttons
 * (arrow keys move between them), then the thanks. At 3 reports the server hides the comment; the
 * re-read list then shows it hidden. Without JavaScript the same form opens in place (`<details>`).
 */
export function ReportarComentario({ comentarioId, autor }: { comentarioId: number; autor: string }) {
  const inBrowser = useInBrowser();
  const fetcher = useFetcher();
  const pending = fetcher.state !== 'idle';
  const result = useWriteResult(fetcher, { intent: COMENTARIO_INTENT.reportar, id: comentarioId });
  // A page that came back with this report refused (sent before the scripts ran) opens on the dialog.
  const [open, setOpen] = useState(() => Boolean(result?.error));
  const legendId = useId();
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.success) setOpen(false);
  }, [fetcher.state, result]);

  const close = () => {
    if (!pending) setOpen(false);
  };
  const label = `Reportar el comentario de ${autor}`;
  const thanks = result?.success && !open && <Alert variant="success">{result.success}</Alert>;

  const form = (
    <ActionForm fetcher={fetcher}>
      <input type="hidden" name="intent" value={COMENTARIO_INTENT.reportar} />
      <input type="hidden" name="id" value={comentarioId} />
      {result?.error && <Alert variant="error">{result.error}</Alert>}
      <Reasons aria-labelledby={legendId} disabled={pending}>
        <legend id={legendId}>¿Por qué reportas este comentario?</legend>
        {MOTIVOS_REPORTE.map((opcion) => (
          <label key={opcion}>
            <input type="radio" name="motivo" value={opcion} defaultChecked={result?.fields?.motivo === opcion} /> {opcion}
          </label>
        ))}
      </Reasons>
      <Actions>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Enviando...' : 'Enviar reporte'}
        </Button>
        {inBrowser && (
          <Button variant="ghost" size="sm" disabled={pending} onClick={close}>
            Cancelar
          </Button>
        )}
      </Actions>
    </ActionForm>
  );

  if (!inBrowser) {
    return (
      <>
        <Disclosure summary="Reportar" label={label} open={Boolean(result?.error)}>
          {form}
        </Disclosure>
        {thanks}
      </>
    );
  }
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={label} onClick={() => setOpen(true)}>
        Reportar
      </Button>
      {thanks}
      <Modal open={open} title="Reportar comentario" onClose={close}>
        {form}
      </Modal>
    </>
  );
}

const Reasons = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  border: none;
  padding: 0;
  margin: 0 0 1rem;

  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
`;
