import { z } from 'zod';
import { MSG } from '@plataforma/contracts';
import type { UploadedFile } from '../media/multipart';

/** The file field of each multipart body schema, so the body hook knows where to put the upload. */
export const uploadFields = new WeakMap<z.ZodType, string>();

const isUpload = (value: unknown): value is UploadedFile => Buffer.isBuffer((value as UploadedFile | null)?.buffer);

/** In the OpenAPI description a file field is a binary string (the multipart form's file input). */
const fileSchema = (required: string | undefined) => {
  const file = z.custom<UploadedFile>(isUpload, { error: required ?? MSG.solicitudInvalida }).meta({ type: 'string', format: 'binary' });
  return required ? file : file.optional();
};

/**
 * A multipart body: the text fields of `fields` (contracts' schema, Spanish messages and all) plus one
 * image file under `field`, required when `required` (its message) is given. The file is validated
 * here for presence only; the media store checks its content.
 */
export function multipartBody<S extends z.ZodObject, F extends string, R extends string | undefined = undefined>(
  fields: S,
  field: F,
  required?: R,
) {
  type File = R extends string ? z.ZodCustom<UploadedFile> : z.ZodOptional<z.ZodCustom<UploadedFile>>;
  const schema = fields.extend({ [field]: fileSchema(required) });
  uploadFields.set(schema, field);
  return schema as unknown as z.ZodObject<S['shape'] & { [K in F]: File }>;
}

/** The body of a POST that takes none (vote, logout): documented as an empty object, absent is fine. */
export const emptyBody = z.object({}).nullish();
