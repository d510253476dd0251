import { useCallback, useState, type ComponentPropsWithRef, type SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '@plataforma/contracts';

export type ImageWithFallbackProps = Omit<ComponentPropsWithRef<'img'>, 'alt' | 'src'> & {
  src: string;
  /** Required: describe the image, or pass '' for a decorative one. */
  alt: string;
  fallbackSrc?: string;
};

/** An image that shows the placeholder, once, when its own source fails (no error loop if that fails too). */
export function ImageWithFallback({ src, srcSet, alt, fallbackSrc = PLACEHOLDER_IMAGE, onError, ref, ...img }: ImageWithFallbackProps) {
  // Remember which source failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallbackSrc : src;
  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (shown !== fallbackSrc) setFailedSrc(src);
    onError?.(event);
  };
  // An image of the server's HTML that failed before the page hydrated fired its error with nobody
  // listening (React listens from hydration on): found broken (complete, no width) when it is attached.
  const attached = useCallback(
    (node: HTMLImageElement | null) => {
      if (node?.complete && node.naturalWidth === 0 && node.getAttribute('src') === src && src !== fallbackSrc) setFailedSrc(src);
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [src, fallbackSrc, ref],
  );
  // A srcset would win over the placeholder: it goes with the source it describes.
  return <img {...img} ref={attached} src={shown} alt={alt} srcSet={shown === src ? srcSet : undefined} onError={handleError} />;
}
