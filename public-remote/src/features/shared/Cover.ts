import styled from 'styled-components';
import { ImageWithFallback } from '@plataforma/shared-ui';

/** A card's picture: 16:9, cropped, placeholder when it fails to load. */
export const Cover = styled(ImageWithFallback)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 0.5rem;
`;
