import type { AfiliacionAdmin } from '@plataforma/contracts';
import { platformEmail } from './email';
import type { Mail } from './mailer';

/**
 * What the member hears of a decision on their affiliation ('Te avisaremos cuando sea revisada.'):
 * the outcome and the link to /afiliate, where the card or the form is. No CI or other personal data.
 */
export function afiliacionDecisionEmail(afiliacion: AfiliacionAdmin, afiliatePage: string): Mail | null {
  const { email, nombre, estado, numero, motivo } = afiliacion;
  if (!email || !nombre) return null;
  const saludo = `Hola, ${nombre}:`;
  if (estado === 'aprobada') {
    return platformEmail({
      to: email,
      subject: 'Tu afiliación a Plataforma Juvenil fue aprobada',
      lines: [saludo, `Tu solicitud de afiliación fue aprobada. Tu número de afiliado es ${numero}.`, 'Tu carnet digital, con su código QR, está en tu cuenta:'],
      link: { href: afiliatePage, label: 'Ver mi carnet' },
    });
  }
  if (estado === 'rechazada') {
    return platformEmail({
      to: email,
      subject: 'Tu solicitud de afiliación fue revisada',
      lines: [saludo, `Tu solicitud de afiliación no fue aprobada. Motivo: ${motivo}`, 'Puedes corregir tus datos y enviar una nueva solicitud:'],
      link: { href: afiliatePage, label: 'Enviar una nueva solicitud' },
    });
  }
  if (estado === 'revocada') {
    return platformEmail({
      to: email,
      subject: 'Tu afiliación a Plataforma Juvenil ya no está vigente',
      lines: [saludo, `Tu afiliación fue revocada y tu carnet ya no está vigente. Motivo: ${motivo}`, 'Puedes ver el estado de tu afiliación en tu cuenta:'],
      link: { href: afiliatePage, label: 'Mi afiliación' },
    });
  }
  return null;
}
