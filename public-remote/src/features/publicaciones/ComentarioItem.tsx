import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MODERACION_MSG, type Comentario } from '@plataforma/contracts';
import { ActionForm, useUser, useWriteResult } from '@plataforma/shared-auth';
import { Alert, Button, useInBrowser } from '@plataforma/shared-ui';
import { useFetcher } from 'react-router-dom';
import { ConfirmedSubmit } from '../../lib/ConfirmedSubmit';
import { Disclosure } from '../../lib/Disclosure';
import { COMENTARIO_INTENT } from './actions';
import { ComentarioField } from './ComentarioField';
import { sinConfirmar } from '../../lib/ConfirmaTuCorreo';
import { ReportarComentario } from './ReportarComentario';

/** The hidden fields of a write on this comment. */
const Target = ({ intent, id }: { intent: string; id: number }) => (
  <>
    <input type="hidden" name="intent" value={intent} />
    <input type="hidden" name="id" value={id} />
  </>
);

/**
 * One comment of a publication: its author's name and text ('editado' once changed); for its author,
 * 'Editar' and 'Eliminar', for another member, 'Reportar'. A comment hidden by
 * moderation arrives without its text (an admin's copy keeps it, marked). The list shows the server's
 * copy after each write (the page's action). Without JavaScript, 'Editar' opens the form in place and
 * 'Eliminar' deletes at once (no dialog can open).
 */
export function ComentarioItem({ comentario }: { comentario: Comentario }) {
  const user = useUser();
  const mine = user?.id === comentario.usuario.id;
  // 'Reportar' is taking part: only once the email is confirmed.
  const canReport = user !== null && !sinConfirmar(user);
  const inBrowser = useInBrowser();
  const fetcher = useFetcher();
  const pending = fetcher.state !== 'idle';
  const edited = useWriteResult(fetcher, { intent: COMENTARIO_INTENT.editar, id: comentario.id });
  const removed = useWriteResult(fetcher, { intent: COMENTARIO_INTENT.eliminar, id: comentario.id });
  // A page that came back with this edit refused opens on the form.
  const [editing, setEditing] = useState(() => Boolean(edited?.error));
  const { item, editButton, edit: startEditing, leave: stopEditing } = useEditFocus(setEditing);
  useEffect(() => {
    if (fetcher.state === 'idle' && edited && !edited.error) stopEditing();
  }, [fetcher.state, edited, stopEditing]);

  const editForm = (
    <ActionForm fetcher={fetcher}>
      <Target intent={COMENTARIO_INTENT.editar} id={comentario.id} />
      {edited?.error && <Alert variant="error">{edited.error}</Alert>}
      <ComentarioField label="Editar comentario" defaultValue={edited?.fields?.contenido ?? comentario.contenido} disabled={pending} />
      <Actions>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Guardando...' : 'Guardar'}
        </Button>
        {inBrowser && (
          <Button variant="ghost" size="sm" disabled={pending} onClick={stopEditing}>
            Cancelar
          </Button>
        )}
      </Actions>
    </ActionForm>
  );

  if (editing && inBrowser) return <li ref={item}>{editForm}</li>;

  // Everyone but an admin gets a hidden comment without its text: only the notice takes its place.
  if (comentario.oculto && !comentario.contenido) {
    return (
      <li>
        <Muted>{MODERACION_MSG.comentarioOculto}</Muted>
      </li>
    );
  }

  let edit: ReactNode = (
    <Disclosure summary="Editar" open={Boolean(edited?.error)}>
      {editForm}
    </Disclosure>
  );
  if (inBrowser) {
    edit = (
      <Button ref={editButton} variant="ghost" size="sm" onClick={startEditing}>
        Editar
      </Button>
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
          {edit}
          <ActionForm fetcher={fetcher}>
            <Target intent={COMENTARIO_INTENT.eliminar} id={comentario.id} />
            <ConfirmedSubmit
              variant="ghost"
              size="sm"
              busy={pending}
              title="¿Eliminar tu comentario?"
              message="El comentario se borra para todos y no se puede deshacer."
            >
              Eliminar
            </ConfirmedSubmit>
          </ActionForm>
        </Actions>
      )}
      {removed?.error && <Alert variant="error">{removed.error}</Alert>}
    </li>
  );
}

/**
 * Keeps the keyboard's place across the switch between the comment and its edit form, each of which
 * replaces the other: 'Editar' gives focus to the field, and leaving the form (saved or 'Cancelar') gives
 * it back to 'Editar'.
 */
function useEditFocus(setEditing: (editing: boolean) => void) {
  const item = useRef<HTMLLIElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const [goTo, setGoTo] = useState<'field' | 'button' | null>(null);
  // Only a form opened with 'Editar' gives focus back: a page that came back with a refused edit opens on it.
  const openedHere = useRef(false);
  useEffect(() => {
    if (goTo === 'field') item.current?.querySelector<HTMLElement>('[name="contenido"]')?.focus();
    if (goTo === 'button') editButton.current?.focus();
  }, [goTo]);
  const edit = useCallback(() => {
    openedHere.current = true;
    setEditing(true);
    setGoTo('field');
  }, [setEditing]);
  const leave = useCallback(() => {
    setEditing(false);
    if (openedHere.current) setGoTo('button');
    openedHere.current = false;
  }, [setEditing]);
  return { item, editButton, edit, leave };
}

const Muted = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A block (it holds forms), laid out inline after the text. */
const Actions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.25rem;
  margin-left: 0.5rem;
`;
