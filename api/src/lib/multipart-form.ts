// Reads a multipart/form-data request into memory, in the order the parts were sent: named text
// parts (a name may repeat) and file parts of named fields, each field with a most-files count,
// every file capped at `maxFileBytes` (413), every parser problem (no boundary, truncated body,
// malformed headers) a 400 and every parser limit a 413, each as JSON { message }. Nothing is
// stored here: the bytes come back for the service to check and keep.
//
//   readMultipartParts(request, { textFields, fileFields, maxFileBytes, ... })   every part, in order
//   readMultipartForm(request, { fieldNames, fileField, schema, ... })           text fields validated + one file
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors';

export type MultipartPart =
  { kind: 'text'; name: string; value: string } | { kind: 'file'; name: string; bytes: Buffer };

export interface MultipartPartsOptions {
  /** Text part names the form may carry (any number of times); any other name is a 400 'Unknown field: name'. */
  textFields: readonly string[];
  /** File fields the form may carry, with how many files each may hold and the 400 message past that. */
  fileFields: Record<string, { max: number; tooMany: string }>;
  /** Largest file (413 above it). */
  maxFileBytes: number;
  /** Longest text value in bytes (400 above it; default 64 KB). */
  maxTextBytes?: number;
  /** Most text parts (413 above it; default 100). */
  maxTextParts?: number;
  /** The 413 message for a file over maxFileBytes (default: 'Image is too large (max N MB)'). */
  tooLargeMessage?: string;
}

const MULTIPART_UNREADABLE = 'The form data could not be read';

const tooLarge = (maxBytes: number, message?: string) =>
  new HttpError(413, message ?? `Image is too large (max ${Math.round(maxBytes / 1024 / 1024)} MB)`);

/** Every part of the form, in order. Empty file parts (an empty file input) are skipped. */
export async function readMultipartParts(
  request: FastifyRequest,
  opts: MultipartPartsOptions,
): Promise<MultipartPart[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data');
  const texts = new Set(opts.textFields);
  const maxTextBytes = opts.maxTextBytes ?? 64 * 1024;
  const maxFiles = Object.values(opts.fileFields).reduce((n, f) => n + f.max, 0);
  const fileCounts = new Map<string, number>();
  const out: MultipartPart[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: opts.maxFileBytes,
        files: maxFiles + 1,
        fields: opts.maxTextParts ?? 100,
        fieldSize: maxTextBytes,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const field = Object.hasOwn(opts.fileFields, part.fieldname) ? opts.fileFields[part.fieldname] : undefined;
        if (!field) {
          part.file.resume();
          throw badRequest(`Unknown field: ${part.fieldname}`);
        }
        // toBuffer() does not throw when the size limit is hit: it returns a cut buffer.
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(opts.maxFileBytes, opts.tooLargeMessage);
        if (bytes.length === 0) continue;
        const count = (fileCounts.get(part.fieldname) ?? 0) + 1;
        if (count > field.max) throw badRequest(field.tooMany);
        fileCounts.set(part.fieldname, count);
        out.push({ kind: 'file', name: part.fieldname, bytes });
      } else {
        if (!texts.has(part.fieldname)) throw badRequest(`Unknown field: ${part.fieldname}`);
        if (typeof part.value !== 'string') throw badRequest(`Invalid value for ${part.fieldname}`);
        if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`);
        out.push({ kind: 'text', name: part.fieldname, value: part.value });
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw tooLarge(opts.maxFileBytes, opts.tooLargeMessage);
      case 'FST_FILES_LIMIT':
        throw new HttpError(413, 'Too many files in one form');
      case 'FST_FIELDS_LIMIT':
        throw new HttpError(413, 'Too many fields in one form');
      case 'FST_PARTS_LIMIT':
        throw new HttpError(413, 'Too many parts in one form');
      default:
    }
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge(opts.maxFileBytes, opts.tooLargeMessage);
    // Busboy's parse errors (no boundary, truncated body, malformed headers) are the caller's.
    throw badRequest(MULTIPART_UNREADABLE);
  }
  return out;
}

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

export interface MultipartForm<T> {
  fields: T;
  file?: Buffer;
}

/** A form of single text fields (a repeated one keeps its last value), validated with `schema`, and at most one file. */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  opts: MultipartFormOptions<S>,
): Promise<MultipartForm<z.output<S>>> {
  const parts = await readMultipartParts(request, {
    textFields: opts.fieldNames,
    fileFields: { [opts.fileField]: { max: 1, tooMany: opts.oneFileMessage } },
    maxFileBytes: opts.maxBytes,
    maxTextBytes: 1024 * 1024,
    maxTextParts: 60,
  });
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for (const part of parts) {
    if (part.kind === 'file') file = part.bytes;
    else fields[part.name] = part.value;
  }
  const parsed = opts.schema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new HttpError(400, errors[0].message, errors);
  }
  return { fields: parsed.data, file };
}
