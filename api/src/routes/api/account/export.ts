import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountExportSchema, type AccountExport } from '@plataforma/contracts';
import { deviceSummary } from '../../../accounts/user-agent';
import { toUser } from '../../../plugins/app/repositories/users';

const NOTES = [
  'afiliaciones: tus solicitudes de afiliación, con tu carnet, fecha de nacimiento y celular (guardados cifrados) y, si fue aprobada, tu número de afiliado y el código de tu carnet. Si eliminas tu cuenta, una solicitud pendiente se retira y un carnet aprobado se revoca; su número de afiliado no se vuelve a usar y no conserva ningún dato tuyo.',
  'inscripcionesEventos: los eventos a los que te inscribiste (Mis actividades), con la fecha de cada inscripción y si se registró tu asistencia. Si eliminas tu cuenta, tus inscripciones se borran y sus cupos quedan libres.',
  'reportes: los comentarios que reportaste y el motivo. Si eliminas tu cuenta, tus reportes se borran.',
  'votos: se guarda la opción que elegiste en cada encuesta. Si eliminas tu cuenta, el voto sigue contando sin ningún vínculo contigo.',
  'No se incluyen tu contraseña, los tokens de sesión ni la clave de la verificación en dos pasos: son credenciales, no datos sobre ti (la contraseña solo se guarda como hash).',
];

/** GET /export: a JSON file with everything the platform holds about the session's user. */
export default function exportData(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Descargar mis datos (JSON)',
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply): Promise<AccountExport> => {
      const user = request.user!;
      const [comentarios, votos, reportes, inscripciones, sesiones, dosPasos, codigos, afiliaciones] = await Promise.all([
        app.accountsRepository.comments(user.id),
        app.accountsRepository.votes(user.id),
        app.reportesRepository.byUser(user.id),
        app.inscripcionesRepository.ofUser(user.id),
        app.sessionsRepository.list(user.id),
        app.twoFactorRepository.hasTwoFactor(user.id),
        app.twoFactorRepository.remainingRecoveryCodes(user.id),
        app.afiliacionesRepository.ofUser(user.id),
      ]);
      reply.header('content-disposition', 'attachment; filename="mis-datos-plataforma-juvenil.json"');
      reply.header('cache-control', 'no-store');
      return {
        generadoEn: new Date().toISOString(),
        perfil: {
          ...toUser(user),
          emailConfirmadoEn: user.emailConfirmadoEn?.toISOString() ?? null,
          terminosAceptadosEn: user.terminosAceptadosEn?.toISOString() ?? null,
        },
        afiliaciones,
        comentarios: comentarios.map((c) => ({ ...c, creadoEn: c.creadoEn.toISOString() })),
        votos: votos.map((v) => ({ ...v, creadoEn: v.creadoEn.toISOString() })),
        reportes: reportes.map((r) => ({ ...r, creadoEn: r.creadoEn.toISOString() })),
        inscripcionesEventos: inscripciones,
        sesiones: sesiones.map((s) => ({
          dispositivo: deviceSummary(s.userAgent),
          creadoEn: s.createdAt.toISOString(),
          ultimoUso: s.lastUsedAt.toISOString(),
        })),
        verificacionDosPasos: { activa: dosPasos, codigosRecuperacionRestantes: dosPasos ? codigos : 0 },
        notas: NOTES,
      };
    },
  );
}
