import { isNotFoundError } from './errors';

/** The answer, or null when the server has none (404): for calls where "none" is an answer, not an error. */
export const noneIfNotFound = <T>(answer: Promise<T>): Promise<T | null> =>
  answer.catch((error: unknown) => {
    if (isNotFoundError(error)) return null;
    throw error;
  });
