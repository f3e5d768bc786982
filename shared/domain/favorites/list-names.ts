/**
 * SPEC 5 and 8: a favourite list's name is unique among the customer's lists; creating or renaming to a
 * name in use is flagged as such (nameExistsInList), checked on the client against the fetched lists
 * before anything is sent. Other create failures show ExceptionMessage, or embedded JSON content, or
 * type and name.
 */

/** What a list name is compared by: trimmed and case-insensitive ("  faste VARER " is "Faste varer"). */
export const listNameKey = (name: string): string => name.trim().toLocaleLowerCase('da');

/** The name as it is sent: without the white space around it. */
export const listNameToSend = (name: string): string => name.trim();

interface NamedList {
  Id: string;
  Name: string;
  /** A list another customer shared with this one: not the customer's own, so its name does not count. */
  IsReadOnly?: boolean;
}

/**
 * Whether one of the customer's own lists has the name already. `exceptId` is the list being renamed: it
 * may keep its name (or change only its case). Lists shared with the customer belong to their owner, whose
 * names the server does not check against (the mock's rule too), so they are left out.
 */
export function nameExistsInList(name: string, lists: readonly NamedList[], exceptId?: string): boolean {
  const wanted = listNameKey(name);
  return lists.some((l) => !l.IsReadOnly && l.Id !== exceptId && listNameKey(l.Name) === wanted);
}

export type ListNameProblem = 'required' | 'nameExistsInList';

/** Why the name cannot be sent (an empty name, or one in use), or null when it can. */
export function checkListName(name: string, lists: readonly NamedList[], exceptId?: string): ListNameProblem | null {
  if (listNameKey(name) === '') return 'required';
  return nameExistsInList(name, lists, exceptId) ? 'nameExistsInList' : null;
}

/** What the create dialog shows for a failed POST favorites (SPEC 8). */
export type CreateListFailure =
  /** The server found the name in use after all (another tab, another user): flagged as on the client. */
  | { kind: 'nameExistsInList' }
  /** The server's ExceptionMessage, or the message of its embedded JSON content. */
  | { kind: 'message'; message: string }
  /** Neither: the type of the failure and the list's name. */
  | { kind: 'typeAndName'; type: string; name: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body's embedded content: `Content` as JSON text (parsed) or as an object; undefined when absent or not JSON. */
function embeddedContent(content: unknown): unknown {
  if (typeof content !== 'string') return content;
  try {
    return JSON.parse(content);
  } catch {
    return undefined; // text that is not JSON is not the content the rule means
  }
}

/** The message of embedded content: its ExceptionMessage or Message, or the content itself when it is a text. */
function messageOf(content: unknown): string {
  if (typeof content === 'string') return content.trim();
  return isObject(content) ? text(content.ExceptionMessage) || text(content.Message) : '';
}

/**
 * SPEC 8 for a failed create, in its order: the name flag (in the body or its content); the body's
 * ExceptionMessage; the message of its embedded JSON content (`Content`, as JSON text or an object); else
 * the failure's type (the body's ExceptionType, or `fallbackType`, e.g. "HTTP 500") and the list's name.
 */
export function createListFailure(body: unknown, fallbackType: string, name: string): CreateListFailure {
  const b = isObject(body) ? body : {};
  const content = embeddedContent(b.Content);
  if (b.nameExistsInList === true || (isObject(content) && content.nameExistsInList === true))
    return { kind: 'nameExistsInList' };
  const message = text(b.ExceptionMessage) || messageOf(content);
  if (message) return { kind: 'message', message };
  return { kind: 'typeAndName', type: text(b.ExceptionType) || fallbackType, name: listNameToSend(name) };
}
