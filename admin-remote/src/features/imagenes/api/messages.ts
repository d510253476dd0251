/** Carousel-service defaults of spec-notes §8, shown when the server sends no message of its own. */
export const IMAGENES_MSG = {
  cargar: 'No se pudieron cargar las imágenes.',
  guardar: 'Error al guardar la imagen.',
  actualizar: 'Error al actualizar la imagen.',
  eliminar: 'No se pudo eliminar la imagen.',
} as const;
