/**
 * The answers of the auth calls (SPEC 7 Auth) and of PUT user/delete, each declared once as a schema: its
 * type is inferred from it and shared/api/auth-api.ts and account-api.ts read answers with it (issue #33).
 */
import * as v from 'valibot';
import { text } from '../../lib/schema';

/** An answer that may name where to go next: its RedirectUrl ('' when none; checked by the caller). */
export const RedirectAnswer = v.object({ RedirectUrl: text });
export type RedirectAnswer = v.InferOutput<typeof RedirectAnswer>;

/**
 * The token check's answer: the token is usable unless the server says `IsValid: false` (a refused
 * token is normally a 400 with a Message, which the form shows).
 */
export const TokenCheck = v.pipe(
  v.object({ IsValid: v.fallback(v.boolean(), true) }),
  v.transform((answer) => ({ valid: answer.IsValid })),
);
export type TokenCheck = v.InferOutput<typeof TokenCheck>;
