import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { isPathLikeName, multipartError, uploadLimits } from '../../http/single-file.ts';
import { findControlCharacter } from '../../plugins/input-guard.ts';

/** The multipart field of a report's photo. */
export const PHOTO_FIELD = 'PHOTO';
const TEXT_FIELDS = new Set(['ISSUE_TYPE', 'DESCRIPTION', 'LOCATION', 'request_id']);

/** The limits of the report's own multipart registration: one photo and four short fields. */
export const reportFormLimits = (maxBytes: number) => uploadLimits({ maxBytes, fields: 6, fieldSize: 8 * 1024 });

export interface ReportForm {
  fields: Partial<Record<'ISSUE_TYPE' | 'DESCRIPTION' | 'LOCATION' | 'request_id', string>>;
  photo: Buffer | null;
}

/**
 * POST /issue-reports' multipart body read whole (docs/help.md#issue-reports): the text fields and
 * the one photo (at most `maxBytes`). 415 when not multipart, 413 FILE_TOO_LARGE / PAYLOAD_TOO_LARGE,
 * 400 INVALID_FILE_NAME, CONTROL_CHARACTERS, BAD_REQUEST for a broken body. Unknown fields are
 * ignored; an empty file counts as no photo (the form's rules then say it is required).
 */
export async function readReportForm(request: FastifyRequest, maxBytes: number): Promise<ReportForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the report as multipart/form-data (the photo in the field ${PHOTO_FIELD}).`);
  }
  const form: ReportForm = { fields: {}, photo: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) {
          part.file.resume();
          continue;
        }
        if (isPathLikeName(part.filename)) {
          part.file.resume();
          throw new AppError(400, 'INVALID_FILE_NAME', 'The file name must not contain a path.');
        }
        const bytes = await part.toBuffer();
        form.photo = bytes.length > 0 ? bytes : null;
      } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname as keyof ReportForm['fields']] = part.value;
      }
    }
  } catch (err) {
    throw multipartError(err, maxBytes, 'The photo', 'Send one photo and the report’s fields, nothing else.');
  }
  const found = findControlCharacter(form.fields, 'body');
  if (found) throw new AppError(400, 'CONTROL_CHARACTERS', `Invalid ${found}: control characters are not allowed.`);
  return form;
}
