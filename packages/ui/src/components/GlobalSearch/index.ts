export {
  GlobalSearch,
  type GlobalSearchProps,
  type SearchResult,
  type SearchResultSection,
} from './GlobalSearch';
