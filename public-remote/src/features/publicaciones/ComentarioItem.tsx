import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COMENTARIO_MAX, MODERACION_MSG, type Comentario } from '@plataforma/contracts';
import { useAction, useUser } from '@plataforma/shared-auth';
import { Alert, Button, ConfirmDialog, TextField } from '@plataforma/shared-ui';
import { editarComentario, eliminarComentario } from './api';
import { sinConfirmar } from '../../lib/ConfirmaTuCorreo';
import { ReportarComentario } from './ReportarComentario';

/**
 * One comment of a publication: its author's name and text ('editado' once changed); for its author,
 * 'Editar' and 'Eliminar', for another member, 'Reportar' (issue #20 §2). A comment hidden by
 * moderation arrives without its text (an admin's copy keeps it, marked). The list shows the server's
 * copy after each write.
 */
export function ComentarioItem({ comentario }: { comentario: Comentario }) {
  const user = useUser();
  const mine = user?.id === comentario.usuario.id;
  // 'Reportar' is taking part: only once the email is confirmed (#31 §3).
  const canReport = user !== null && !sinConfirmar(user);
  const [editing, setEditing] = useState(false);
  const [texto, setTexto] = useState(comentario.contenido);
  const [confirming, setConfirming] = useState(false);
  const { run, pending, error } = useAction();
  const contenido = texto.trim();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!contenido || pending) return;
    if (await run(() => editarComentario(comentario.id, contenido), 'No se pudo editar el comentario. Intenta nuevamente.')) setEditing(false);
  }

  async function remove() {
    await run(() => eliminarComentario(comentario.id), 'No se pudo eliminar el comentario. Intenta nuevamente.');
    setConfirming(false);
  }

  if (editing) {
    return (
      <li>
        <form onSubmit={save}>
          {error && <Alert variant="error">{error}</Alert>}
          <TextField
            label="Editar comentario"
            value={texto}
            maxLength={COMENTARIO_MAX}
            hint={`${texto.length}/${COMENTARIO_MAX}`}
            disabled={pending}
            onChange={(event) => setTexto(event.target.value)}
          />
          <Actions>
            <Button type="submit" size="sm" disabled={!contenido || pending}>
              {pending ? 'Guardando...' : 'Guardar'}
            </Button>
            <Button variant="ghost" size="sm" disabled={pending} onClick={() => setEditing(false)}>
              Cancelar
            </Button>
          </Actions>
        </form>
      </li>
    );
  }

  // Everyone but an admin gets a hidden comment without its text: only the notice takes its place.
  if (comentario.oculto && !comentario.contenido) {
    return (
      <li>
        <Muted>{MODERACION_MSG.comentarioOculto}</Muted>
      </li>
    );
  }

  return (
    <li>
      <strong>{comentario.usuario.nombre}:</strong> <span>{comentario.contenido}</span>
      {comentario.editadoEn && <Muted> (editado)</Muted>}
      {comentario.oculto && <Muted> ({MODERACION_MSG.comentarioOculto.toLowerCase()})</Muted>}
      {canReport && !mine && !comentario.oculto && (
        <Actions>
          <ReportarComentario comentarioId={comentario.id} autor={comentario.usuario.nombre} />
        </Actions>
      )}
      {mine && (
        <Actions>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setTexto(comentario.contenido);
              setEditing(true);
            }}
          >
            Editar
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Eliminar
          </Button>
        </Actions>
      )}
      {error && !confirming && <Alert variant="error">{error}</Alert>}
      <ConfirmDialog
        open={confirming}
        title="¿Eliminar tu comentario?"
        message="El comentario se borra para todos y no se puede deshacer."
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
        busy={pending}
      />
    </li>
  );
}

const Muted = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.span`
  display: inline-flex;
  gap: 0.25rem;
  margin-left: 0.5rem;
`;
