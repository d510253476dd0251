import { useState, type ComponentPropsWithRef, type SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '@plataforma/contracts';

export type ImageWithFallbackProps = Omit<ComponentPropsWithRef<'img'>, 'alt' | 'src'> & {
  src: string;
  /** Required: describe the image, or pass '' for a decorative one. */
  alt: string;
  fallbackSrc?: string;
};

/** An image that shows the placeholder, once, when its own source fails (no error loop if that fails too). */
export function ImageWithFallback({ src, srcSet, alt, fallbackSrc = PLACEHOLDER_IMAGE, onError, ...img }: ImageWithFallbackProps) {
  // Remember which source failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallbackSrc : src;
  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (shown !== fallbackSrc) setFailedSrc(src);
    onError?.(event);
  };
  // A srcset would win over the placeholder: it goes with the source it describes.
  return <img {...img} src={shown} alt={alt} srcSet={shown === src ? srcSet : undefined} onError={handleError} />;
}
