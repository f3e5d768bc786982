import { createContext, useContext } from 'react';
import type { Paginated } from '../../shared/domain/models';
import type { SalesDocument } from '../../shared/domain/sales-documents/models';

/** The page of documents last shown, kept by the island: the next screen shows it while its own page loads. */
export interface ShownPage {
  /** salesDocumentsKey of the request the page answered. */
  key: string;
  page: Paginated<SalesDocument>;
}

/** Shared by the island's two screens (not module state: two islands keep their own). */
export const ShownPageHolder = createContext<{ current: ShownPage | null }>({ current: null });

export const useShownPageHolder = () => useContext(ShownPageHolder);
