import type { ComentarioModerado } from '@plataforma/contracts';

export const MODERACION_TEXTS = {
  cargar: 'No se pudieron cargar los comentarios por revisar. Intenta nuevamente.',
  accion: 'No se pudo completar la acción. Intenta nuevamente.',
  eliminado: 'Comentario eliminado.',
} as const;

/** The history line of a decision: 'Ocultado por Ana Quispe el 21 de noviembre de 2026 a las 10:30'. */
export const DECISION_LABELS: Record<NonNullable<ComentarioModerado['decision']>['accion'], string> = {
  restaurado: 'Restaurado',
  descartado: 'Reportes descartados',
  ocultado: 'Ocultado',
};
/** Who decided, once their account is gone. */
export const DECISOR_SIN_CUENTA = 'un administrador que ya no tiene cuenta';
