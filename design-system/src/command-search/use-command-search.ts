import * as React from "react";
import { commandSearchReducer, initialCommandSearchState, isSearchable } from "./command-search-reducer";
import type { RecordSearchFunction, SearchFunction } from "./types";

export type UseCommandSearchOptions = {
  onSearch: SearchFunction;
  /** Looks records up with the same timing, in the same request: one loading state, one answer, one error. */
  onSearchRecords?: RecordSearchFunction;
  /** Wait after the last keystroke before searching, in ms. */
  delayMs?: number;
  /** Fewest characters (after trimming) worth a search. */
  minLength?: number;
};

/**
 * The search box's rules: nothing is searched until the text has `minLength` characters and
 * `delayMs` passed since the last change; a new change cancels the pending delay and aborts the
 * request in flight, and an answer to an older text is ignored. With `onSearchRecords`, both run
 * together: the answer arrives when both have answered, and either failing is the search failing.
 */
export function useCommandSearch({
  onSearch,
  onSearchRecords,
  delayMs = 1000,
  minLength = 3,
}: UseCommandSearchOptions) {
  const [state, dispatch] = React.useReducer(commandSearchReducer, initialCommandSearchState);
  const onSearchRef = React.useRef(onSearch);
  const onSearchRecordsRef = React.useRef(onSearchRecords);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = React.useRef<AbortController | undefined>(undefined);
  const requestId = React.useRef(0);

  React.useEffect(() => {
    onSearchRef.current = onSearch;
    onSearchRecordsRef.current = onSearchRecords;
  }, [onSearch, onSearchRecords]);

  const cancel = React.useCallback(() => {
    clearTimeout(timer.current);
    controller.current?.abort();
    controller.current = undefined;
  }, []);

  React.useEffect(() => cancel, [cancel]);

  const setText = React.useCallback(
    (text: string) => {
      cancel();
      const id = ++requestId.current;
      dispatch({ type: "input", text, minLength });
      if (!isSearchable(text, minLength)) return;
      timer.current = setTimeout(() => {
        const abort = new AbortController();
        controller.current = abort;
        dispatch({ type: "start", requestId: id });
        const searchRecords = onSearchRecordsRef.current;
        const fail = () => {
          if (!abort.signal.aborted) dispatch({ type: "reject", requestId: id });
        };
        if (!searchRecords) {
          onSearchRef
            .current(text, abort.signal)
            .then((results) => dispatch({ type: "resolve", requestId: id, results }), fail);
          return;
        }
        Promise.all([onSearchRef.current(text, abort.signal), searchRecords(text, abort.signal)]).then(
          ([results, recordGroups]) => dispatch({ type: "resolve", requestId: id, results, recordGroups }),
          () => {
            fail();
            abort.abort(); // one failed: the other's answer is no longer wanted
          },
        );
      }, delayMs);
    },
    [cancel, delayMs, minLength],
  );

  const clear = React.useCallback(() => {
    cancel();
    requestId.current++;
    dispatch({ type: "clear" });
  }, [cancel]);

  return { ...state, isLoading: state.status === "loading", setText, clear };
}
