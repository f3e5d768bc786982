// The sorts live with the user settings, whose default sort the settings widget offers too.
export { DEFAULT_SORT, SORT_OPTIONS, knownSort, type SortOption } from '../../shared/domain/user-settings/default-sort';
