import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { PUBLICATION_TRUNCATE } from '@plataforma/contracts';
import { ActionForm, useUser, useWriteResult } from '@plataforma/shared-auth';
import { Alert, Button, Card, formatDateLong, truncate, useAutoDismiss, useRecoverFocus } from '@plataforma/shared-ui';
import { useFetcher } from 'react-router-dom';
import { ConfirmaTuCorreo, sinConfirmar } from '../../lib/ConfirmaTuCorreo';
import { ItemLink } from '../../lib/ItemLink';
import { LoginLink } from '../../lib/LoginLink';
import { useOutcome } from '../../lib/pageWrites';
import { itemPath } from '../../lib/routes';
import { COMENTARIO_INTENT } from './actions';
import type { PublicacionConComentarios } from './api';
import { ComentarioField } from './ComentarioField';
import { ComentarioItem } from './ComentarioItem';

export interface PublicacionCardProps {
  publicacion: PublicacionConComentarios;
  canComment: boolean;
  /** 'list': a card of /publicaciones, its text cut and its title a link; 'page': the whole post, title as h1. */
  variant?: 'list' | 'page';
}

/**
 * One publication with its comments and, for members, the comment form (or, until their email is
 * confirmed, how to confirm it; the page's action,
 * `comentariosAction`). A sent comment appears when the page has read the publications again, as the
 * server stored it, and the field is emptied.
 */
export function PublicacionCard({ publicacion, canComment, variant = 'list' }: PublicacionCardProps) {
  const { comentarios } = publicacion;
  const fetcher = useFetcher();
  const result = useWriteResult(fetcher, { intent: COMENTARIO_INTENT.comentar, id: publicacion.id });
  const shown = useAutoDismiss(useOutcome(result));
  const sending = fetcher.state !== 'idle';
  const confirmFirst = sinConfirmar(useUser());
  // Emptied once a comment went through; a refused one keeps what was typed. Before paint: the field is
  // enabled again in the same commit, and the next comment typed then must not be emptied with it.
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (fetcher.state === 'idle' && result && !result.error) form.current?.reset();
  }, [fetcher.state, result]);
  // The field and 'Enviar' were disabled while sending, which takes focus from them: it goes back to the field.
  useRecoverFocus(form, sending ? undefined : result);

  const titleId = `publicacion-${publicacion.id}`;
  return (
    <Card aria-labelledby={titleId}>
      {variant === 'list' ? (
        <h2 id={titleId}>
          <ItemLink to={itemPath.publicacion(publicacion.id)}>{publicacion.titulo}</ItemLink>
        </h2>
      ) : (
        <h1 id={titleId}>{publicacion.titulo}</h1>
      )}
      <time dateTime={publicacion.creadoEn}>{formatDateLong(publicacion.creadoEn)}</time>
      <p>{variant === 'list' ? truncate(publicacion.contenido, PUBLICATION_TRUNCATE) : publicacion.contenido}</p>
      {/* One level under the title: h2 under the page's h1, h3 under a card's h2. */}
      <CommentsHeading as={variant === 'page' ? 'h2' : 'h3'}>Comentarios ({comentarios.length})</CommentsHeading>
      <Comments aria-label={`Comentarios de ${publicacion.titulo}`} tabIndex={0}>
        {comentarios.map((comentario) => (
          <ComentarioItem key={comentario.id} comentario={comentario} />
        ))}
      </Comments>
      <div aria-live="assertive">{shown && <Alert variant={shown.variant}>{shown.text}</Alert>}</div>
      {canComment && confirmFirst ? (
        <ConfirmaTuCorreo />
      ) : canComment ? (
        <Form ref={form} fetcher={fetcher}>
          <input type="hidden" name="intent" value={COMENTARIO_INTENT.comentar} />
          <input type="hidden" name="id" value={publicacion.id} />
          <ComentarioField label="Escribe un comentario" defaultValue={result?.fields?.contenido ?? ''} disabled={sending} />
          <Button type="submit" disabled={sending}>
            {sending ? 'Enviando...' : 'Enviar'}
          </Button>
        </Form>
      ) : (
        <p>
          <LoginLink>Inicia sesión para comentar</LoginLink>
        </p>
      )}
    </Card>
  );
}

// An h3's look, whichever level it is.
const CommentsHeading = styled.h3`
  font-size: 1.17em;
  margin: 1em 0;
`;

const Comments = styled.ul`
  max-height: 12rem;
  overflow-y: auto;
  margin: 0;
  padding-left: 1.1rem;
`;

const Form = styled(ActionForm)`
  display: flex;
  align-items: end;
  gap: 0.5rem;
  > :first-child { flex: 1; }
`;
