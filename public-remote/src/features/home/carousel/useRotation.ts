import { useEffect, useState, type FocusEvent, type MouseEvent } from 'react';
import { CAROUSEL_INTERVAL_MS } from '@plataforma/contracts';

/** Spread on the pause button: the pointer on it or focus in it holds nothing (the WAI-ARIA carousel pattern). */
export const rotationControlProps = { 'data-rotation-control': '' };
const isRotationControl = (target: EventTarget | null) => target instanceof Element && target.closest('[data-rotation-control]') !== null;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Which slide shows, and the auto-advance clock: every `intervalMs`, wrapping around, only with more than
 * one slide, and held while the pointer is over the carousel, while focus is inside it (the pause button
 * apart, so 'Reanudar carrusel' resumes at once), or after the user pressed pause. With
 * prefers-reduced-motion it starts paused (see public-remote/README.md).
 */
export function useRotation(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = count > 0 ? index % count : 0;
  const running = count > 1 && !paused && !hovered && !focused;

  // After mounting: the server, and so the hydrating render, know nothing of the visitor's settings.
  useEffect(() => {
    if (prefersReducedMotion()) setPaused(true);
  }, []);

  // A timeout per slide, not an interval: a manual move gives the new slide its full time.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [running, current, count, intervalMs]);

  const goTo = (i: number) => setIndex(((i % count) + count) % count);

  return {
    current,
    running,
    paused,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    togglePaused: () => setPaused((p) => !p),
    /** Spread on the carousel's container. */
    holdProps: {
      onMouseOver: (event: MouseEvent<HTMLElement>) => setHovered(!isRotationControl(event.target)),
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) => setFocused(!isRotationControl(event.target)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
