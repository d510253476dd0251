import styled from 'styled-components';
import { ImageWithFallback } from '@plataforma/shared-ui';

/**
 * A card's picture: 16:9, cropped, placeholder when it fails to load. `height: auto` lets the aspect
 * ratio win over the height attribute, so the box is reserved before the image arrives.
 */
export const Cover = styled(ImageWithFallback)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 0.5rem;
`;
