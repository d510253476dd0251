export const AFILIACIONES_TEXTS = {
  cargando: 'Cargando solicitudes de afiliación...',
  cargar: 'No se pudieron cargar las solicitudes de afiliación.',
  vacia: 'No hay solicitudes de afiliación.',
  accion: 'No se pudo completar la acción. Intenta nuevamente.',
  /** An approval's confirmation names the number it was given. */
  aprobada: (numero: string | null) => `Solicitud aprobada. Número de afiliado: ${numero ?? '-'}.`,
  rechazada: 'Solicitud rechazada.',
  revocada: 'Afiliación revocada.',
} as const;
