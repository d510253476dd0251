import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COMENTARIO_MAX, PUBLICATION_TRUNCATE } from '@plataforma/contracts';
import { useAction } from '@plataforma/shared-auth';
import { Alert, Button, Card, TextField, formatDateLong, truncate, useAutoDismiss } from '@plataforma/shared-ui';
import { ItemLink } from '../../lib/ItemLink';
import { LoginLink } from '../../lib/LoginLink';
import { itemPath } from '../../lib/routes';
import { comentar, type PublicacionConComentarios } from './api';
import { ComentarioItem } from './ComentarioItem';

export interface PublicacionCardProps {
  publicacion: PublicacionConComentarios;
  canComment: boolean;
  /** 'list': a card of /publicaciones, its text cut and its title a link; 'page': the whole post, title as h1. */
  variant?: 'list' | 'page';
}

/**
 * One publication with its comments and, for members, the comment form. A sent comment appears when
 * the page has read the publications again (useAction), as the server stored it.
 */
export function PublicacionCard({ publicacion, canComment, variant = 'list' }: PublicacionCardProps) {
  const { comentarios } = publicacion;
  const [texto, setTexto] = useState('');
  const { run, pending: sending, outcome } = useAction();
  const shownError = useAutoDismiss(outcome?.variant === 'error' ? outcome : null);
  const contenido = texto.trim();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!contenido || sending) return;
    const sent = await run(() => comentar(publicacion.id, contenido), 'No se pudo enviar el comentario. Intenta nuevamente.');
    if (sent) setTexto('');
  }

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
      <h3>Comentarios ({comentarios.length})</h3>
      <Comments aria-label={`Comentarios de ${publicacion.titulo}`} tabIndex={0}>
        {comentarios.map((comentario) => (
          <ComentarioItem key={comentario.id} comentario={comentario} />
        ))}
      </Comments>
      <div aria-live="assertive">{shownError && <Alert variant="error">{shownError.text}</Alert>}</div>
      {canComment ? (
        <Form onSubmit={send}>
          <TextField
            label="Escribe un comentario"
            value={texto}
            maxLength={COMENTARIO_MAX}
            hint={`${texto.length}/${COMENTARIO_MAX}`}
            disabled={sending}
            onChange={(event) => setTexto(event.target.value)}
          />
          <Button type="submit" disabled={!contenido || sending}>
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

const Comments = styled.ul`
  max-height: 12rem;
  overflow-y: auto;
  margin: 0;
  padding-left: 1.1rem;
`;

const Form = styled.form`
  display: flex;
  align-items: end;
  gap: 0.5rem;
  > :first-child { flex: 1; }
`;
