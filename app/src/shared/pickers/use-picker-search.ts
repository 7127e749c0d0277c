import { useState, type Ref } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/** How many matches a picker offers. */
export const PICKER_PAGE_SIZE = 8;

/** The props of a record picker: the chosen record (`Choice`), the one picked (`Picked`), and the input's. */
export type PickerProps<Choice, Picked = Choice> = {
  value: Choice | null;
  onChange: (item: Picked | null) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/** A look-up's answer for the settled text, as the data hooks give it. */
export type PickerLookUp<T> = {
  items: readonly T[] | undefined;
  error: { message: string } | undefined;
  isLoading: boolean;
  isValidating: boolean;
};

/**
 * The text typed in a picker: `q` is what to look up, once typing pauses; `lookUpProps` gives
 * the Combobox the answer for it, and what it needs to follow the typing.
 */
export function usePickerSearch() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search);
  /** `records` names what is looked up in the error message: "customers". */
  function lookUpProps<T>({ items, error, isLoading, isValidating }: PickerLookUp<T>, records: string) {
    return {
      // Results for older text are not offered: Enter would pick from the wrong list.
      options: q === search && !isLoading ? items : undefined,
      onSearchChange: setSearch,
      isLoading: isLoading || isValidating || q !== search,
      errorMessage: error ? `Could not look ${records} up: ${error.message}` : undefined,
    };
  }
  return { q, lookUpProps };
}
