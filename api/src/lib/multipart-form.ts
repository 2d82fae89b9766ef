// Reads a multipart/form-data request: only the named text fields and at most one image file
// field, the file capped at `maxBytes` (413), every parser problem (no boundary, truncated body,
// malformed headers) a 400, the text fields validated with the contract's schema (400 with
// `errors`). Nothing is stored here: the file's bytes come back for the service to check and keep.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors';

export interface MultipartFormOptions<S extends z.ZodType> {
  /** Text fields the form may carry; any other name is a 400 'Unknown field: name'. */
  fieldNames: readonly string[];
  /** The one file field (e.g. 'profileImage'). */
  fileField: string;
  /** Message when the file field is sent twice. */
  oneFileMessage: string;
  maxBytes: number;
  /** Validates the text fields (a strict object of optional strings). */
  schema: S;
}

export interface MultipartForm<T> { fields: T; file?: Buffer }

export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  opts: MultipartFormOptions<S>,
): Promise<MultipartForm<z.output<S>>> {
  const known = new Set(opts.fieldNames);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  const tooLarge = () => new HttpError(413, `Image is too large (max ${Math.round(opts.maxBytes / 1024 / 1024)} MB)`);
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== opts.fileField) {
          part.file.resume();
          throw badRequest(`Unknown field: ${part.fieldname}`);
        }
        if (file) throw badRequest(opts.oneFileMessage);
        // toBuffer() does not throw when the size limit is hit: it returns a cut buffer.
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (bytes.length > 0) file = bytes;
      } else {
        if (!known.has(part.fieldname)) throw badRequest(`Unknown field: ${part.fieldname}`);
        if (typeof part.value !== 'string') throw badRequest(`Invalid value for ${part.fieldname}`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    // Busboy's parse errors (no boundary, truncated body, malformed headers) are the caller's.
    throw badRequest('The form data could not be read');
  }
  const parsed = opts.schema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new HttpError(400, errors[0].message, errors);
  }
  return { fields: parsed.data, file };
}
