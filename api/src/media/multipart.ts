import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, MSG } from '@plataforma/contracts';
import { API_MSG, httpError } from '../errors';

export const UNA_SOLA_IMAGEN = 'Solo se puede enviar una imagen por solicitud.';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  fieldname: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file?: UploadedFile;
}

/**
 * Reads a whole multipart form: its text fields and at most one file (under any field name),
 * buffered in memory and bounded at 5 MB. A file part with no bytes (a browser's empty file input)
 * counts as no file. The image itself is checked later, by the media store (`encodeImage`).
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw httpError(415, API_MSG.tipoNoSoportado);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    // Our own limits, merged over the plugin's: this function must hold them wherever it is used.
    const parts = request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // Over the limit, toBuffer throws, or (with the plugin's throwFileSizeLimit: false) truncates.
        if (part.file.truncated) throw httpError(413, MSG.fotoTamano);
        if (buffer.length > 0) file = { buffer, filename: part.filename, fieldname: part.fieldname };
      } else {
        if (part.valueTruncated) throw httpError(413, API_MSG.cuerpoMuyGrande);
        // Like FormData.get: the first value of a repeated field wins.
        fields[part.fieldname] ??= typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  return { fields, file };
}

/** Whatever breaks while parsing is the client's body, never a 500 (spec-notes "Design rules"). */
function asClientError(error: unknown): Error {
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  if (code === 'FST_FILES_LIMIT') return httpError(400, UNA_SOLA_IMAGEN);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, MSG.fotoTamano);
  // Our own errors and the plugin's other 4xx (translated by the error handler) pass through.
  if (error instanceof Error && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  // busboy's parse errors ("Malformed part header", "Unexpected end of form") carry no status.
  return httpError(400, MSG.solicitudInvalida);
}
