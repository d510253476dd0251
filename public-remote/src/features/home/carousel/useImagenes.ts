import { useEffect, useState } from 'react';
import type { Imagen } from '@plataforma/contracts';
import { getImagenes } from '../api';

export type ImagenesState = { status: 'loading' } | { status: 'loaded'; images: Imagen[] } | { status: 'failed' };

/** Loads the carousel images once; an empty list counts as loaded (the carousel shows its empty line). */
export function useImagenes(): ImagenesState {
  const [state, setState] = useState<ImagenesState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    getImagenes().then(
      (images) => active && setState({ status: 'loaded', images }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
