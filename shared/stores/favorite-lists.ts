/**
 * The customer's favourite lists (GET favorites) as one store for every island on the page: the favourites
 * menu, the add-to-list dialog, and the favourites area's overview and name check. It loads on its first
 * read (nothing for anonymous visitors) and is read again after every change made through the actions
 * below, keeping the shown lists meanwhile.
 *
 * Which products are on a list: Product.IsOnFavoriteList from the product answers, overridden by
 * $favoriteMarks as soon as the user adds products to a list (or removes them), so every row and product
 * page showing that product follows at once, without a poll (SPEC 9's checked-products poll is not needed
 * when the change comes from this page: the store says it). Changes made in the user's other tabs arrive
 * through favorites-cross-tab.ts (a BroadcastChannel, the 500 ms poll only where there is none).
 */
import { atom, onMount } from 'nanostores';
import { isApiError, isApiHttpError, isApiNetworkError } from '../api/http/errors';
import { favoritesApi } from '../api/favorites-api';
import { customerCallFailure, type CustomerCallFailure } from '../domain/favorites/copy-failure';
import { createListFailure, listNameToSend, type CreateListFailure } from '../domain/favorites/list-names';
import type { FavoriteListChange, FavoriteListSummary, SharingOption } from '../domain/favorites/models';
import type { MovePlan } from '../domain/favorites/move-order';
import { createFetcher } from '../lib/fetcher';
import { announceFavoritesChange, followOtherTabs, type Marks } from './favorites-cross-tab';
import { $pageContext } from '../context/page-context';

/** Counts the changes made on this page: a new count is a new key, so the lists store asks again. */
export const $favoriteListsChanges = atom(0);

/** The customer's lists and those shared with it; `empty` when there are none. Read it to load it. */
export const $favoriteLists = createFetcher({
  fetch: ({ user }: { user: boolean; changes: number }, signal) =>
    user ? favoritesApi.lists(signal) : Promise.resolve<FavoriteListSummary[]>([]),
  empty: (lists) => lists.length === 0,
  // After a change the lists shown stay until the new ones land (no flash of "Loading" in the menu).
  keep: (next, previous) => next.user === previous.user,
})([$pageContext, $favoriteListsChanges], () => ({
  user: $pageContext.get().isAuthenticated,
  changes: $favoriteListsChanges.get(),
}));

/** Product id -> on a favourite list, for the products changed on this page; others follow their IsOnFavoriteList. */
export const $favoriteMarks = atom<Readonly<Record<string, boolean>>>({});

/** Reads the lists again (the stores showing them keep theirs until the answer). */
export function refreshFavoriteLists(): void {
  $favoriteListsChanges.set($favoriteListsChanges.get() + 1);
}

/** Marks products as on a list, or not, for every island showing them. */
export function markFavoriteProducts(productIds: readonly string[], on: boolean): void {
  if (productIds.length === 0) return;
  const marks = { ...$favoriteMarks.get() };
  for (const id of productIds) marks[id] = on;
  $favoriteMarks.set(marks);
}

/** The lists as shown now; when none are (nobody reads the store), asked for once. */
async function currentLists(): Promise<readonly FavoriteListSummary[]> {
  // `.value`, not get(): get() on a store nobody reads would start its load and drop it again.
  return $favoriteLists.value?.data ?? favoritesApi.lists().catch(() => []);
}

/** After products left list `listId` (or the list went): unmarks those on no other list. */
async function unmarkLeaving(listId: string, productIds: readonly string[]): Promise<void> {
  const others = (await currentLists()).filter((l) => l.Id !== listId);
  const still = new Set(others.flatMap((l) => l.ProductIds));
  markFavoriteProducts(
    productIds.filter((id) => !still.has(id)),
    false,
  );
}

/** The marks `after` holds that `before` did not: what a change did, for the other tabs. */
function changedMarks(before: Marks, after: Marks): Marks {
  return Object.fromEntries(Object.entries(after).filter(([id, on]) => before[id] !== on));
}

/**
 * Runs a change and reads the lists again afterwards, whether it worked or not (a failure may have changed
 * something); the user's other tabs are told, with the products it marked on or off.
 */
async function change<T>(send: () => Promise<T>): Promise<T> {
  const before = $favoriteMarks.get();
  try {
    return await send();
  } finally {
    refreshFavoriteLists();
    announceFavoritesChange(changedMarks(before, $favoriteMarks.get()));
  }
}

/** Another tab changed the lists: take its marks and read the lists again. */
function takeOtherTabsChange(marks: Marks): void {
  if (Object.keys(marks).length > 0) $favoriteMarks.set({ ...$favoriteMarks.get(), ...marks });
  refreshFavoriteLists();
}

// The other tabs are followed while an island shows a list or a marker: one follower for both stores.
let followers = 0;
let stopFollowing = () => {};
function follow(): () => void {
  if (followers++ === 0) stopFollowing = followOtherTabs(takeOtherTabsChange);
  return () => {
    if (--followers === 0) stopFollowing();
  };
}
onMount($favoriteMarks, follow);
onMount($favoriteLists, follow);

/** The products the server took from an add (those it did not name as invalid), marked as on a list. */
function markAdded(productIds: readonly string[], answer: FavoriteListChange): FavoriteListChange {
  const refused = new Set(answer.invalidProductIds);
  markFavoriteProducts(
    productIds.filter((id) => !refused.has(id)),
    true,
  );
  return answer;
}

/** POST favorites {name, productIds}: a new list, the name trimmed. Failures: listCreateFailure. */
export const createFavoriteList = (name: string, productIds: readonly string[] = []) =>
  change(async () => markAdded(productIds, await favoritesApi.create(listNameToSend(name), productIds)));

/** POST favorites/{id} {productIds}; the answer's invalidProductIds are shown while the dialog stays open (SPEC 5). */
export const addToFavoriteList = (listId: string, productIds: readonly string[]) =>
  change(async () => markAdded(productIds, await favoritesApi.addProducts(listId, productIds)));

/** PUT favorites/{id} {name}, the name trimmed. A 400 with nameExistsInList is a name in use. */
export const renameFavoriteList = (listId: string, name: string) =>
  change(() => favoritesApi.rename(listId, listNameToSend(name)));

/** DELETE favorites/{id}; its products on no other list lose their marker. */
export const deleteFavoriteList = (list: Pick<FavoriteListSummary, 'Id' | 'ProductIds'>) =>
  change(async () => {
    await favoritesApi.remove(list.Id);
    await unmarkLeaving(list.Id, list.ProductIds);
  });

/** POST favorites/{id}/products/delete {ids}; products on no other list lose their marker. */
export const removeFromFavoriteList = (listId: string, productIds: readonly string[]) =>
  change(async () => {
    const list = await favoritesApi.removeProducts(listId, productIds);
    await unmarkLeaving(listId, productIds);
    return list;
  });

/** POST favorites/{id}/products/move with a plan of move-order.ts (show `plan.order` at once, then the answer). */
export const moveInFavoriteList = (listId: string, plan: Pick<MovePlan, 'afterProductId' | 'productIds'>) =>
  change(() => favoritesApi.moveProducts(listId, plan.afterProductId, plan.productIds));

/** POST favorites/{id}/share: read-only access, or a copy, for another customer (SPEC 6). Failures: customerFailure. */
export const shareFavoriteList = (listId: string, customerId: string, option: SharingOption) =>
  change(() => favoritesApi.share(listId, customerId, option));

/** POST favorites/copy/{id}/to/{customerId}. Failures: customerFailure (404: customer not found, SPEC 8). */
export const copyFavoriteListToCustomer = (listId: string, customerId: string) =>
  change(() => favoritesApi.copyToCustomer(listId, customerId));

/** The kind of a failed call, for the "type" of SPEC 8's type and name: HTTP status, network or timeout. */
function failureType(error: unknown): string {
  if (isApiHttpError(error)) return `HTTP ${error.status}`;
  if (isApiNetworkError(error)) return error.reason;
  return error instanceof Error ? error.name : 'Error';
}

/** What a failed create shows (SPEC 8): name in use, ExceptionMessage, embedded JSON content, or type and name. */
export function listCreateFailure(error: unknown, name: string): CreateListFailure {
  return createListFailure(isApiHttpError(error) ? error.body : undefined, failureType(error), name);
}

/** Whether a failed create or rename was refused for a name in use (SPEC 8: flagged as name in use). */
export const isNameInUse = (error: unknown): boolean => isApiHttpError(error) && error.body?.nameExistsInList === true;

/** What a failed copy or share to a customer shows (SPEC 8): 404 customer not found, else an unknown error. */
export const customerFailure = (error: unknown): CustomerCallFailure =>
  customerCallFailure(isApiError(error) ? error.status : 0);
