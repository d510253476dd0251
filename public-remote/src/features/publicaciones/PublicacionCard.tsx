import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Comentario } from '@plataforma/contracts';
import { PUBLICATION_TRUNCATE } from '@plataforma/contracts';
import { getErrorMessage } from '@plataforma/shared-auth';
import { Alert, Button, Card, TextField, formatDateLong, truncate, useAutoDismiss } from '@plataforma/shared-ui';
import { ItemLink } from '../../lib/ItemLink';
import { itemPath } from '../../lib/routes';
import { comentar, type PublicacionConComentarios } from './api';

export interface PublicacionCardProps {
  publicacion: PublicacionConComentarios;
  canComment: boolean;
  /** 'list': a card of /publicaciones, its text cut and its title a link; 'page': the whole post, title as h1. */
  variant?: 'list' | 'page';
}

/** One publication with its comments and, for members, the comment form. */
export function PublicacionCard({ publicacion, canComment, variant = 'list' }: PublicacionCardProps) {
  const [comentarios, setComentarios] = useState<Comentario[]>(publicacion.comentarios);
  const [texto, setTexto] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string } | null>(null);
  const shownError = useAutoDismiss(error);
  const contenido = texto.trim();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!contenido || sending) return;
    setSending(true);
    try {
      const nuevo = await comentar(publicacion.id, contenido);
      setComentarios((list) => [...list, nuevo]);
      setTexto('');
    } catch (failure) {
      setError({ text: getErrorMessage(failure, 'No se pudo enviar el comentario. Intenta nuevamente.') });
    } finally {
      setSending(false);
    }
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
          <li key={comentario.id}>
            <strong>{comentario.usuario?.nombre}:</strong> <span>{comentario.contenido}</span>
          </li>
        ))}
      </Comments>
      <div aria-live="assertive">{shownError && <Alert variant="error">{shownError.text}</Alert>}</div>
      {canComment ? (
        <Form onSubmit={send}>
          <TextField
            label="Escribe un comentario"
            value={texto}
            disabled={sending}
            onChange={(event) => setTexto(event.target.value)}
          />
          <Button type="submit" disabled={!contenido || sending}>
            {sending ? 'Enviando...' : 'Enviar'}
          </Button>
        </Form>
      ) : (
        <p>Inicia sesión para comentar</p>
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
