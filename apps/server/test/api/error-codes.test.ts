/**
 * The OpenAPI document's error answers speak only the contracts' ERROR_CODES
 * (docs/security.md#one-error-shape): every error response of every operation is the ApiError body,
 * and every code its description names is in the list. (The fuzz walk of malformed-input.test.ts
 * checks the codes actually answered; test/unit/error-codes.test.ts the sources.)
 */
import { isErrorCode } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { collectOperations } from './support/malformed.ts';
import type { Doc } from './support/json-schema.ts';

const app: FastifyInstance = await buildTestApp();
afterAll(async () => {
  await app.close();
});
const doc = app.swagger() as Doc & { components?: { schemas?: Record<string, unknown> } };

/** Words of a description that name a code: UPPER_SNAKE ones, and the one-word codes of the list. */
const CODE_WORD = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z]{4,}\b/g;
/** Request fields a description may name in capitals (they are not codes). */
const FIELDS = new Set(['CODE', 'PHONE', 'PASSWORD', 'CURRENT_PASSWORD', 'AVATAR', 'PURPOSE', 'JPEG', 'WEBP', 'IDENTIFIANT', 'JSON']);

interface Response {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

function errorResponses(): { where: string; response: Response }[] {
  const out: { where: string; response: Response }[] = [];
  for (const op of [...collectOperations(doc, '/api/v1'), ...collectOperations(doc, '/api/health')]) {
    const item = (doc.paths ?? {})[op.path] as Record<string, { responses?: Record<string, Response> }>;
    for (const [status, response] of Object.entries(item[op.method.toLowerCase()]?.responses ?? {})) {
      if (Number(status) >= 400) out.push({ where: `${op.method} ${op.path} ${status}`, response });
    }
  }
  return out;
}

describe('error answers in the OpenAPI document', () => {
  const responses = errorResponses();

  it('are documented for the operations', () => {
    expect(responses.length).toBeGreaterThan(50);
  });

  it('name only codes of ERROR_CODES', () => {
    const named = new Set<string>();
    const outside: string[] = [];
    for (const { where, response } of responses) {
      for (const word of (response.description ?? '').match(CODE_WORD) ?? []) {
        if (FIELDS.has(word)) continue;
        named.add(word);
        if (!isErrorCode(word)) outside.push(`${where}: ${word}`);
      }
    }
    expect(outside).toEqual([]);
    // The walk does read the descriptions.
    for (const code of ['OTP_LOCKED', 'PHONE_TAKEN', 'DEVICE_BOUND', 'RATE_LIMITED']) expect(named.has(code), code).toBe(true);
  });

  it('carry the ApiError body, whose code is described as one of ERROR_CODES', () => {
    const other = responses
      .filter(({ response }) => {
        const schema = Object.values(response.content ?? {})[0]?.schema;
        // RowsRejected (422 ROWS_INVALID of the feeds and imports) is an ApiError with its refused rows;
        // ReceiptRejected (422 RECEIPT_INVALID of the receipts feed) one with the line at fault.
        return (
          schema &&
          schema.$ref !== undefined &&
          !schema.$ref.endsWith('/ApiError') &&
          !schema.$ref.endsWith('/RowsRejected') &&
          !schema.$ref.endsWith('/ReceiptRejected')
        );
      })
      .map(({ where }) => where);
    expect(other.filter((w) => !w.startsWith('GET /api/health'))).toEqual([]);
    const rowsRejected = doc.components?.schemas?.RowsRejected as { required?: string[] } | undefined;
    expect(rowsRejected?.required).toEqual(expect.arrayContaining(['code', 'message', 'errors']));
    const receiptRejected = doc.components?.schemas?.ReceiptRejected as { required?: string[] } | undefined;
    expect(receiptRejected?.required).toEqual(expect.arrayContaining(['code', 'message', 'line', 'field']));
    const apiError = doc.components?.schemas?.ApiError as { properties?: { code?: { description?: string } } } | undefined;
    expect(apiError?.properties?.code?.description).toContain('ERROR_CODES');
  });
});
