import type { Evento } from '@plataforma/contracts';
import { formatDateTimeSpan } from '@plataforma/shared-ui';

/** When an event happens, in Bolivia: 'mié, 9 dic 2026 · 18:30', with its end '… · 18:30 – 20:00'. */
export function EventoWhen({ evento }: { evento: Evento }) {
  return <time dateTime={evento.fecha}>{formatDateTimeSpan(evento.fecha, evento.fechaFin)}</time>;
}
