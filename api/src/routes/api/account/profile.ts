import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateProfileSchema } from '@plataforma/contracts';
import { updateProfile } from '../../../accounts/account-repository';
import { errorResponses } from '../../../accounts/responses';
import { removeImage } from '../../../media/images';
import { writeWithImage } from '../../../uploads/writeWithImage';
import { toUserDto, userSchema } from '../../../users/dto';
import { readUserForm } from '../../../users/readUserForm';

/** PATCH /profile (multipart: nombre, ubicacion, imagen? file, quitarFoto? '1'): the user's own profile. */
export default function profile(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Editar mi perfil (multipart: nombre, ubicacion, imagen?, quitarFoto?)',
        consumes: ['multipart/form-data'],
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { input, photo } = await readUserForm(request, updateProfileSchema);
      const user = request.user!;
      const { nombre, ubicacion, quitarFoto } = input;
      // A new photo replaces the old file once stored; 'Quitar foto' clears the path, then the file.
      const row = await writeWithImage(
        { mediaDir: app.config.mediaDir, folder: 'usuarios', policy: 'photo', upload: photo, previous: user.imagen },
        (path) => updateProfile(app.db, user.id, { nombre, ubicacion, imagen: path ?? (quitarFoto ? '' : undefined) }),
      );
      if (!photo && quitarFoto) await removeImage(app.config.mediaDir, user.imagen);
      return toUserDto(row!);
    },
  );
}
