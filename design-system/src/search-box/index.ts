export { SearchBox, type SearchBoxProps } from "./search-box";
