/** SPEC 3 Recall e-mail entry, as the islands read it. */
export interface RecallAddress {
  EmailAddress: string;
  CustomerId: string;
  /** SPEC 6: a permanent address cannot be deleted. */
  IsPermanent: boolean;
  /** The address's confirmation link was followed (not in SPEC 3; see docs/areas/product-recall.md). */
  IsConfirmed: boolean;
  /** The server's word on the address (why a permanent one is permanent); '' when none. */
  Message: string;
}

/** SPEC 3 Recall notice. */
export interface RecallNotice {
  IsDismissable: boolean;
  NeedsConfirmation: boolean;
}

/** What a confirmation link came to (SPEC 2: confirm the recall address through a token). */
export type ConfirmOutcome =
  | { kind: 'confirmed'; address: string }
  | { kind: 'alreadyConfirmed'; address: string }
  /** The server refused the token; its Message when it gave one. */
  | { kind: 'invalid'; message: string };
