import { Button, Card, ImageWithFallback, mediaUrl } from '@plataforma/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface ContentCardProps {
  title: string;
  /** A path on the media host or an absolute URL; the placeholder replaces it when it breaks. */
  image?: string | null;
  /** Date, place and other short lines under the title. */
  meta?: ReactNode;
  text?: string;
  onEdit?: () => void;
  onDelete: () => void;
}

/** One item of an admin content grid: image, title, details, clamped text and its actions. */
export function ContentCard({ title, image, meta, text, onEdit, onDelete }: ContentCardProps) {
  return (
    <Card>
      {image !== undefined && <Thumb src={mediaUrl(image)} alt={title} loading="lazy" />}
      <Title>{title}</Title>
      {meta && <Meta>{meta}</Meta>}
      {text !== undefined && <Clamped>{text}</Clamped>}
      <Actions>
        {onEdit && (
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Editar ${title}`}>
            Editar
          </Button>
        )}
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Eliminar ${title}`}>
          Eliminar
        </Button>
      </Actions>
    </Card>
  );
}

const Thumb = styled(ImageWithFallback)`
  width: calc(100% + 2.5rem);
  margin: -1.25rem -1.25rem 0.25rem;
  height: 11rem;
  object-fit: cover;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Clamped = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;
`;
