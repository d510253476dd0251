import type { AfiliacionEstado } from '@plataforma/contracts';
import { Badge, type BadgeTone } from '@plataforma/shared-ui';

/** The filter's options and the badge's text. */
export const ESTADO_LABELS: Readonly<Record<AfiliacionEstado, string>> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  revocada: 'Revocada',
};

const TONES: Readonly<Record<AfiliacionEstado, BadgeTone>> = {
  pendiente: 'primary',
  aprobada: 'success',
  rechazada: 'neutral',
  revocada: 'danger',
};

export const EstadoBadge = ({ estado }: { estado: AfiliacionEstado }) => <Badge tone={TONES[estado]}>{ESTADO_LABELS[estado]}</Badge>;
