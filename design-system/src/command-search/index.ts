export { CommandSearch, commandSearchLabel, type CommandSearchProps } from "./command-search";
export { CommandSearchPlaceholder, type CommandSearchPlaceholderProps } from "./command-search-placeholder";
export { createSearchHandoff, type SearchHandoff, type SearchHandoffState } from "./search-handoff";
export {
  commandSearchReducer,
  initialCommandSearchState,
  isSearchable,
  type CommandSearchAction,
  type CommandSearchState,
  type CommandSearchStatus,
} from "./command-search-reducer";
export { useCommandSearch, type UseCommandSearchOptions } from "./use-command-search";
export type {
  PaletteCommand,
  PaletteCommandGroup,
  PaletteRecord,
  PaletteRecordGroup,
  RecordSearchFunction,
  SearchFunction,
  SearchResultItem,
} from "./types";
