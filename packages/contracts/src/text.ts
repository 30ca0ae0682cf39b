import { z } from 'zod';

/** Control characters (C0 and DEL): never part of a one-line text (a name, an address). */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A one-line text of 1 to `max` characters, trimmed, without control characters (400 otherwise). */
export const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'control characters are not allowed');
