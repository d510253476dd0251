import styled from 'styled-components';
import { srcSetFor } from '@plataforma/contracts';
import { ImageWithFallback } from '@plataforma/shared-ui';

/** The width a card's picture takes: the CardGrid has 1, 2 (from md) or 3 (from lg) columns. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 768px) 45vw, calc(100vw - 4.5rem)';

/**
 * A card's picture: 16:9, cropped, placeholder when it fails to load; the stored widths in `srcset`,
 * so a phone downloads the small one. `height: auto` lets the aspect ratio win over the height
 * attribute, so the box is reserved before the image arrives.
 */
export const Cover = styled(ImageWithFallback).attrs(({ src }) => ({
  srcSet: srcSetFor(src),
  sizes: CARD_IMAGE_SIZES,
  width: 640,
  height: 360,
}))`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 0.5rem;
`;
