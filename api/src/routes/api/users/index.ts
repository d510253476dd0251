import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bloqueoSchema,
  createUserSchema,
  exportUsersQuerySchema,
  idParamSchema,
  listUsersQuerySchema,
  MODERACION_MSG,
  MSG,
  updateRoleSchema,
  userSchema,
  usersPageSchema,
} from '@plataforma/contracts';
import { bloqueoEmail } from '../../../accounts/bloqueo-email';
import { sendConfirmation } from '../../../accounts/confirmacion-email';
import { httpError, orNotFound } from '../../../errors';
import { csvExport, sendCsv } from '../../../http/csv';
import { publicOrigin } from '../../../http/public-origin';
import { multipartBody } from '../../../http/upload';
import { scope } from '../../../plugins/app/scopes';
import { toUser } from '../../../plugins/app/repositories/users';

/** /api/users: admin only. */
export default async function userRoutes(app: FastifyInstance) {
  const tags = ['users'];
  const repository = () => app.usersRepository;

  await app.register(
    scope('admin', (scoped) => {
      const routes = scoped.withTypeProvider<ZodTypeProvider>();
      routes.post(
        '/',
        {
          schema: {
            tags,
            summary: 'Crear usuario (multipart: nombre, email, password, ubicacion?, imagen?); nace con rol usuario',
            consumes: ['multipart/form-data'],
            body: multipartBody(createUserSchema, 'imagen'),
            response: { 201: userSchema, 409: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const { imagen, ...fields } = request.body;
          const user = await repository().create(fields, imagen);
          // The person confirms the address the admin typed, as a member who registers does.
          await sendConfirmation(app, request, user, user.email, false);
          return reply.code(201).send(toUser(user));
        },
      );
      routes.get(
        '/',
        {
          schema: {
            tags,
            summary: 'Usuarios paginados (búsqueda por nombre o email, filtro por rol), los más nuevos primero',
            querystring: listUsersQuerySchema,
            response: { 200: usersPageSchema },
          },
        },
        async (request) => {
          // GET /api/users names its list `users` where every other list says `data` (spec-notes §3).
          const { data, ...info } = await repository().paginate(request.query);
          return { users: data, ...info };
        },
      );
      routes.get(
        '/all',
        { schema: { tags, summary: 'Todos los usuarios, sin paginar', response: { 200: z.array(userSchema) } } },
        () => repository().findAll(),
      );
      routes.get(
        '/export.csv',
        {
          schema: {
            tags,
            summary: 'Exportar usuarios (CSV; el filtro de la pantalla, todas las páginas)',
            querystring: exportUsersQuerySchema,
            produces: csvExport.produces,
            response: { 200: csvExport.response },
          },
        },
        async (request, reply) => {
          const rows = await repository().findMatching(request.query);
          return sendCsv(
            reply,
            'usuarios.csv',
            ['id', 'nombre', 'email', 'rol', 'ubicacion', 'creadoEn', 'bloqueado'],
            rows.map((u) => [u.id, u.nombre, u.email, u.rol, u.ubicacion, new Date(u.creadoEn), u.bloqueado ? 'sí' : 'no']),
          );
        },
      );
      routes.get(
        '/:id',
        { schema: { tags, summary: 'Un usuario', params: idParamSchema, response: { 200: userSchema, 404: apiErrorSchema } } },
        async (request) => orNotFound(await repository().findById(request.params.id), MSG.usuarioNoEncontrado(request.params.id)),
      );
      routes.patch(
        '/:id/role',
        {
          schema: {
            tags,
            summary: 'Cambiar el rol de un usuario (nunca el del último administrador)',
            params: idParamSchema,
            body: updateRoleSchema,
            response: { 200: userSchema, 404: apiErrorSchema, 409: apiErrorSchema },
          },
        },
        async (request) => {
          const { id } = request.params;
          const { rol } = request.body;
          if (id === request.user!.id && rol !== 'admin') throw httpError(400, MSG.autoDegradacion);
          return orNotFound(await repository().updateRole(id, rol), MSG.usuarioNoEncontrado(id));
        },
      );
      // Blocking (moderation): the member still reads and signs in; the participant scope refuses the rest.
      routes.post(
        '/:id/bloqueo',
        {
          schema: {
            tags,
            summary: 'Bloquear a un miembro con un motivo, que recibe por correo: sigue leyendo e iniciando sesión, pero no comenta, vota, reporta ni se inscribe',
            params: idParamSchema,
            body: bloqueoSchema,
            response: { 200: userSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
          },
        },
        async (request) => {
          const { id } = request.params;
          if (id === request.user!.id) throw httpError(400, MODERACION_MSG.bloqueoPropio);
          const { user, newlyBlocked } = orNotFound(await repository().setBlocked(id, true), MSG.usuarioNoEncontrado(id));
          // Once per block: a repeated request (a retry, a second tab) does not mail the member again.
          if (newlyBlocked) app.mailer.send(bloqueoEmail(user, request.body.motivo, `${publicOrigin(request)}/perfil`));
          return user;
        },
      );
      routes.delete(
        '/:id/bloqueo',
        { schema: { tags, summary: 'Desbloquear a un miembro', params: idParamSchema, response: { 200: userSchema, 404: apiErrorSchema } } },
        async (request) => orNotFound(await repository().setBlocked(request.params.id, false), MSG.usuarioNoEncontrado(request.params.id)).user,
      );
    }),
  );
}
