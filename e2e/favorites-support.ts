import type { APIRequestContext, Page } from '@playwright/test';

/** Every favourites change the page sends (not the GETs), as "METHOD path". */
export function favouriteChanges(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() !== 'GET' && path.startsWith('/api/favorites')) sent.push(`${r.method()} ${path}`);
  });
  return sent;
}

export interface StoredList {
  Id: string;
  Name: string;
  ProductIds: string[];
  SharedWithCustomerIds: string[];
}

/** The mock's favourite lists of this test's session. */
export const storedLists = async (request: APIRequestContext): Promise<StoredList[]> =>
  ((await (await request.get('/__mock/state')).json()) as { data: { favorites: { lists: StoredList[] } } }).data
    .favorites.lists;
