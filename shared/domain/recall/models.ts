/**
 * The product-recall e-mail entities (SPEC 3 Recall e-mail entry, Recall notice), each declared once as a
 * schema: the type is inferred from it and recall-api.ts reads the answers with it (issue #33; how a schema
 * is lenient: shared/lib/schema.ts).
 */
import * as v from 'valibot';
import { code, flag, list, text, trimmed } from '../../lib/schema';

/** SPEC 3 Recall e-mail entry, as the islands read it. */
export const RecallAddress = v.object({
  /** Trimmed; '' when absent (a confirmed address the server does not name). */
  EmailAddress: v.fallback(trimmed, ''),
  /** The server may send it as a number. */
  CustomerId: code,
  /** SPEC 6: a permanent address cannot be deleted. */
  IsPermanent: flag,
  /** The address's confirmation link was followed (not in SPEC 3; see docs/areas/product-recall.md). */
  IsConfirmed: flag,
  /** The server's word on the address (why a permanent one is permanent); '' when none. */
  Message: text,
});
export type RecallAddress = v.InferOutput<typeof RecallAddress>;

/** The customer's addresses: null is none; an entry without an address is dropped. */
export const RecallAddresses = v.pipe(
  list(RecallAddress),
  v.transform((addresses) => addresses.filter((a) => a.EmailAddress !== '')),
);

/** SPEC 3 Recall notice: what is not said is false (nothing to confirm). */
export const RecallNotice = v.object({ IsDismissable: flag, NeedsConfirmation: flag });
export type RecallNotice = v.InferOutput<typeof RecallNotice>;

/** What a confirmation link came to (SPEC 2: confirm the recall address through a token). */
export type ConfirmOutcome =
  | { kind: 'confirmed'; address: string }
  | { kind: 'alreadyConfirmed'; address: string }
  /** The server refused the token; its Message when it gave one. */
  | { kind: 'invalid'; message: string };
