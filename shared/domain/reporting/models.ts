/**
 * The reporting entities (SPEC 3, SPEC 7 Reporting and sustainability), each declared once as a schema: the
 * type is inferred from it and reporting-api.ts reads the answers with it (issue #33; how a schema is
 * lenient: shared/lib/schema.ts).
 */
import * as v from 'valibot';
import { id, text, trimmed } from '../../lib/schema';

/** SPEC 3 Organic-share subscriber: identified by its e-mail address (an entry without one is dropped from a list). */
export const OrganicShareSubscriber = v.object({ EmailAddress: v.pipe(trimmed, v.nonEmpty()) });
export type OrganicShareSubscriber = v.InferOutput<typeof OrganicShareSubscriber>;

/**
 * One EKG the CO2 report may be narrowed to (GET environmentalimpact/co2report/validekgs); an EKG without
 * an id is dropped from the list (there is nothing to ask for).
 */
export const ValidEkg = v.object({ Id: id, Name: text });
export type ValidEkg = v.InferOutput<typeof ValidEkg>;
