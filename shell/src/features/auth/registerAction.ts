import { firstIssue, MSG, registerFormSchema } from '@plataforma/contracts';
import { attempt, formFields, loaderApi, refuse } from '@plataforma/shared-auth';
import type { ActionFunctionArgs } from 'react-router-dom';
import { PHOTO_FIELD } from '../../components/PhotoPicker';
import { answeredUser, signedIn } from './signedIn';


/** What a refused registration sends back to the form: everything typed and ticked but the passwords. */
const retyped = ({ nombre = '', ubicacion = '', email = '', aceptaTerminos = '' }: Record<string, string>) => ({ nombre, ubicacion, email, aceptaTerminos });

/**
 * /register's action (spec-notes §5): the shared schema, then POST /api/auth/register as multipart with
 * the trimmed texts, the password as typed and the photo when one was chosen. The new member is signed in.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const fields = formFields(form);
  const parsed = registerFormSchema.safeParse(fields);
  if (!parsed.success) return refuse(firstIssue(parsed.error), retyped(fields));

  const body = new FormData();
  body.set('nombre', parsed.data.nombre);
  body.set('email', parsed.data.email);
  body.set('password', parsed.data.password);
  body.set('ubicacion', parsed.data.ubicacion);
  body.set('aceptaTerminos', 'true');
  const photo = form.get(PHOTO_FIELD);
  // A form sent without a photo still has the empty file input's part.
  if (photo instanceof Blob && photo.size > 0) body.set(PHOTO_FIELD, photo);

  const api = await loaderApi(context);
  // The API's refusals carry their message; an answer without one gets SPEC §8's screen default.
  const done = await attempt(() => api.post('/auth/register', body), 'Error al registrarse.', retyped(fields));
  if (!done.ok) return done.refusal;
  const user = answeredUser(done.value.data);
  return user ? signedIn(context, request, user) : refuse(MSG.respuestaVacia, retyped(fields));
}
