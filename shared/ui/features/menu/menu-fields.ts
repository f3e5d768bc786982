import { field, type Field } from '../../../../page-context/fields';
import { readMenuLinks, type MenuLink } from '../../../domain/content/menu-links';

/**
 * The `items` prop of the menu widgets: a list of `{ "text", "url", "items"? }`, two levels at most, each
 * link checked as `f.url` checks one (shared/domain/content/menu-links.ts). A mistake is the island's
 * inline error for the editor, naming the entry. Declared in a meta as `menuItemsField({ description })`,
 * so the production build strips the description as it strips every prop's.
 */
export const menuItemsField = (opts: { description?: string; optional?: boolean }): Field<MenuLink[]> =>
  field<MenuLink[]>(
    'list of links { text, url, items? }',
    { description: opts.description, ...(opts.optional ? { default: [] } : {}) },
    (raw) => readMenuLinks(raw),
  );
