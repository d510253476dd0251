import fp from 'fastify-plugin';
import accounts from './accounts';
import afiliaciones from './afiliaciones';
import asistencias from './asistencias';
import auditoria from './auditoria';
import comentarios from './comentarios';
import emailConfirmations from './email-confirmations';
import encuestas from './encuestas';
import equipo from './equipo';
import eventos from './eventos';
import imagenes from './imagenes';
import inscripciones from './inscripciones';
import noticias from './noticias';
import passwordResets from './password-resets';
import publicaciones from './publicaciones';
import reportes from './reportes';
import sessions from './sessions';
import stats from './stats';
import twoFactor from './two-factor';
import users from './users';

/** Every repository, decorated on the app as `app.<entity>Repository` (needs `app.db` and `app.media`). */
export default fp(async (app) => {
  for (const repository of [sessions, users, noticias, eventos, inscripciones, imagenes, publicaciones, comentarios, reportes, encuestas, asistencias, equipo, stats, accounts, passwordResets, emailConfirmations, twoFactor, auditoria, afiliaciones]) {
    await app.register(repository);
  }
});
