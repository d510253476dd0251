import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MODERACION_MSG, MOTIVOS_REPORTE, type MotivoReporte } from '@plataforma/contracts';
import { useAction } from '@plataforma/shared-auth';
import { Alert, Button, Modal } from '@plataforma/shared-ui';
import { reportarComentario } from './api';

/**
 * 'Reportar' on another member's comment (issue #20 §2): a dialog with the reasons as radio buttons
 * (arrow keys move between them), then the thanks. At 3 reports the server hides the comment; the
 * re-read list then shows it hidden.
 */
export function ReportarComentario({ comentarioId, autor }: { comentarioId: number; autor: string }) {
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState<MotivoReporte | null>(null);
  const { run, pending, error, success } = useAction();
  const legendId = useId();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!motivo || pending) return;
    const sent = await run(async () => {
      await reportarComentario(comentarioId, motivo);
      return MODERACION_MSG.reporteEnviado;
    }, 'No se pudo enviar el reporte. Intenta nuevamente.');
    if (sent) setOpen(false);
  }

  const close = () => {
    if (!pending) setOpen(false);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Reportar el comentario de ${autor}`}
        onClick={() => {
          setMotivo(null);
          setOpen(true);
        }}
      >
        Reportar
      </Button>
      {success && !open && <Alert variant="success">{success}</Alert>}
      <Modal open={open} title="Reportar comentario" onClose={close}>
        <form onSubmit={send}>
          {error && <Alert variant="error">{error}</Alert>}
          <Reasons aria-labelledby={legendId} disabled={pending}>
            <legend id={legendId}>¿Por qué reportas este comentario?</legend>
            {MOTIVOS_REPORTE.map((opcion) => (
              <label key={opcion}>
                <input type="radio" name="motivo" value={opcion} checked={motivo === opcion} onChange={() => setMotivo(opcion)} /> {opcion}
              </label>
            ))}
          </Reasons>
          <Actions>
            <Button type="submit" size="sm" disabled={!motivo || pending}>
              {pending ? 'Enviando...' : 'Enviar reporte'}
            </Button>
            <Button variant="ghost" size="sm" disabled={pending} onClick={close}>
              Cancelar
            </Button>
          </Actions>
        </form>
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
