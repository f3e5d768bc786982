/**
 * The basket area's entities that the core does not read (the basket itself is in shared/domain/models.ts),
 * declared once as schemas: the type is inferred, and the reader parses with it (issue #33).
 */
import * as v from 'valibot';
import { figure, flag, text } from '../../lib/schema';

/** One is required; a missing figure reads as 0 (nothing missing), a missing text as '', IsReached as false. */
export const DropSize = v.object({
  DropSizeLimit: figure,
  FormattedDropSizeLimit: text,
  BasketSubTotal: figure,
  /** Amount still missing to reach the drop size; 0 when reached. */
  MissingAmount: figure,
  FormattedMissingAmount: text,
  IsReached: flag,
});
export type DropSize = v.InferOutput<typeof DropSize>;
