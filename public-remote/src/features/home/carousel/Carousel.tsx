import { useId } from 'react';
import styled from 'styled-components';
import { srcSetFor, type Imagen } from '@plataforma/contracts';
import { Pending } from '@plataforma/shared-auth';
import { ImageWithFallback, media, mediaUrl, StatusMessage, useInBrowser } from '@plataforma/shared-ui';
import { pictureLoading } from '../../../lib/leadImage';
import { rotationControlProps, useRotation } from './useRotation';

export const CAROUSEL_HEADING = 'Imágenes de nuestra lucha por ser Libre';
/** The slide's width: the section's column (72rem with 1rem padding; on a phone about the viewport). */
export const SLIDE_SIZES = '(min-width: 74rem) 70rem, 100vw';

export const CAROUSEL_ERROR = 'No se pudieron cargar las imágenes del carrusel.';

/** The home's image carousel (spec-notes §2 "Home"), following the WAI-ARIA carousel pattern. */
export function Carousel({ images }: { images: Imagen[] | Promise<Imagen[]> }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-roledescription="carrusel">
      <Heading id={headingId}>{CAROUSEL_HEADING}</Heading>
      <Pending value={images} texts={{ loading: 'Cargando imágenes...', error: CAROUSEL_ERROR }}>
        {(list) => (list.length > 0 ? <SlideShow images={list} /> : <StatusMessage>{CAROUSEL_ERROR}</StatusMessage>)}
      </Pending>
    </Section>
  );
}

function SlideShow({ images }: { images: Imagen[] }) {
  const rotation = useRotation(images.length);
  const { current } = rotation;
  // The server's HTML carries the first image only: the others are hidden until the scripts rotate
  // them in, and would otherwise share the phone's first bandwidth with the image that is painted.
  const inBrowser = useInBrowser();
  const several = images.length > 1;
  return (
    <div {...rotation.holdProps}>
      <Stage>
        {/* Announce slide changes only when the user caused them, not every 5 s. */}
        <Slides aria-live={rotation.running ? 'off' : 'polite'}>
          {images.map((image, i) => (
            <Slide
              key={image.id}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${images.length}`}
              aria-hidden={i !== current}
              inert={i !== current}
              $active={i === current}
            >
              <Frame>
                {(i === 0 || inBrowser) && (
                  <Picture
                    src={mediaUrl(image.url)}
                    srcSet={srcSetFor(image.url)}
                    sizes={SLIDE_SIZES}
                    alt={image.titulo}
                    // The first image is the page's largest paint.
                    {...pictureLoading(i === 0)}
                  />
                )}
              </Frame>
              <Caption>
                <CaptionTitle>{image.titulo}</CaptionTitle>
                {image.descripcion && <CaptionText>{image.descripcion}</CaptionText>}
              </Caption>
            </Slide>
          ))}
        </Slides>
        {several && (
          <>
            <Arrow type="button" $side="left" aria-label="Imagen anterior" onClick={rotation.previous}>
              ‹
            </Arrow>
            <Arrow type="button" $side="right" aria-label="Imagen siguiente" onClick={rotation.next}>
              ›
            </Arrow>
          </>
        )}
      </Stage>
      {several && (
        <Controls>
          <PauseButton type="button" onClick={rotation.togglePaused} {...rotationControlProps}>
            {rotation.paused ? '▶ Reanudar carrusel' : '❚❚ Pausar carrusel'}
          </PauseButton>
          <Dots>
            {images.map((image, i) => (
              <li key={image.id}>
                <Dot
                  type="button"
                  aria-label={`Ir a la imagen ${i + 1}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => rotation.goTo(i)}
                />
              </li>
            ))}
          </Dots>
        </Controls>
      )}
    </div>
  );
}

const Section = styled.section`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1rem;
`;

const Heading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.primaryDark};
  ${media.md} { font-size: 1.9rem; }
`;

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

// Slides share one grid cell and cross-fade: the stage is as tall as the tallest caption, so nothing
// jumps, and hidden slides keep their box so their lazy images load before their turn.
const Slides = styled.div`
  display: grid;
`;

const Slide = styled.div<{ $active: boolean }>`
  grid-area: 1 / 1;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  transition: opacity 0.6s ease, visibility 0.6s;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

// A fixed aspect ratio reserves the image's room before it arrives (no layout shift).
const Frame = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.primaryDark};
  ${media.md} { aspect-ratio: 16 / 9; }
`;

const Picture = styled(ImageWithFallback)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

// Below the image, not over it: uploaded pictures may carry their own text.
const Caption = styled.div`
  padding: 0.9rem 1.25rem 1.1rem;
`;

const CaptionTitle = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  ${media.md} { font-size: 1.3rem; }
`;

const CaptionText = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Centred on the image, not on image + caption: a percentage margin is relative to the width, so
// half the image's height is 3/8 of the width at 4:3 and 9/32 at 16:9.
const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 0;
  ${({ $side }) => $side}: 0.75rem;
  margin-top: calc(37.5% - 1.375rem);
  width: 2.75rem;
  height: 2.75rem;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.85);
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover { background: #fff; }
  ${media.md} { margin-top: calc(28.125% - 1.375rem); }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem 1.25rem;
  margin-top: 0.75rem;
`;

const PauseButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: 0.3rem 0.9rem;
  font-size: 0.85rem;
  cursor: pointer;
`;

const Dots = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The visible dot is small; the button around it is a comfortable 28 px target.
const Dot = styled.button`
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 0.75rem;
    height: 0.75rem;
    margin: auto;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.controlBorder};
    transition: transform 0.2s;
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
    transform: scale(1.3);
  }
`;
