import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateProfileSchema, userSchema } from '@plataforma/contracts';
import { multipartBody } from '../../../http/upload';

/** PATCH /profile (multipart: nombre, ubicacion, imagen? file, quitarFoto? '1'): the user's own profile. */
export default function profile(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/profile',
    {
      // Not taking part yet: what others would read of the member; an unconfirmed member may set it up.
      config: { unconfirmedEmail: true },
      schema: {
        tags: ['account'],
        summary: 'Editar mi perfil (multipart: nombre, ubicacion, imagen?, quitarFoto?)',
        consumes: ['multipart/form-data'],
        body: multipartBody(updateProfileSchema, 'imagen'),
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { imagen, ...fields } = request.body;
      return app.accountsRepository.updateProfile(request.user!.id, fields, imagen);
    },
  );
}
