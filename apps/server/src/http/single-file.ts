import { formatBytes } from '@qadhya/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';

/** A client file name that looks like a path (or hides a NUL) is refused. */
export const isPathLikeName = (name: string) => /[/\\\0]/.test(name) || name.includes('..');

/** The multipart limits of an upload route (its own @fastify/multipart registration): `files` files, a few short fields. */
export const uploadLimits = ({
  maxBytes,
  files = 1,
  fields,
  fieldSize,
}: {
  maxBytes: number;
  files?: number;
  fields: number;
  fieldSize: number;
}) => ({
  fileSize: maxBytes,
  files,
  fields,
  parts: files + fields,
  fieldNameSize: 100,
  fieldSize,
  headerPairs: 50,
});

/** The multipart limits of a one-file upload route. */
export const singleFileLimits = (maxBytes: number) => uploadLimits({ maxBytes, fields: 4, fieldSize: 1024 });

/**
 * A failed multipart read as the client's error: 413 FILE_TOO_LARGE (`file` is larger than
 * `maxBytes`), `tooMuch` past the limits of files, parts or fields (413 PAYLOAD_TOO_LARGE by default),
 * 400 BAD_REQUEST for a broken body; an AppError thrown while reading stays as it is.
 */
export function multipartError(err: unknown, maxBytes: number, file: string, tooMuch: string | AppError): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'FILE_TOO_LARGE', `${file} is larger than ${formatBytes(maxBytes, 'fr')} (${maxBytes} bytes).`);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return typeof tooMuch === 'string' ? new AppError(413, 'PAYLOAD_TOO_LARGE', tooMuch) : tooMuch;
  }
  return new AppError(400, 'BAD_REQUEST', 'The multipart body is malformed.');
}

/**
 * The one file of a multipart request in `field`, read whole (at most `maxBytes`, the limit given to
 * the route's multipart registration): 415 when not multipart, 400 FILE_MISSING / INVALID_FILE_NAME,
 * 413 FILE_TOO_LARGE / PAYLOAD_TOO_LARGE, 400 BAD_REQUEST for a broken body.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the image as multipart/form-data in the field ${field}.`);
  }
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) {
      file?.file.resume();
      throw new AppError(400, 'FILE_MISSING', `No file in the field ${field}.`);
    }
    if (isPathLikeName(file.filename)) {
      file.file.resume();
      throw new AppError(400, 'INVALID_FILE_NAME', 'The file name must not contain a path.');
    }
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new AppError(400, 'FILE_MISSING', `The file in ${field} is empty.`);
    return bytes;
  } catch (err) {
    throw multipartError(err, maxBytes, 'The image', 'Send one file and nothing else.');
  }
}

/**
 * The documented form of a one-file upload (one binary field). Not validated as a schema: the
 * multipart stream is read and checked by readSingleFile.
 */
export const singleFileForm = (field: string, description: string) =>
  z.unknown().meta({
    type: 'object',
    properties: { [field]: { type: 'string', format: 'binary', description } },
    required: [field],
  });
