import * as React from "react";
import { commandSearchReducer, initialCommandSearchState, isSearchable } from "./command-search-reducer";
import type { SearchFunction } from "./types";

export type UseCommandSearchOptions = {
  onSearch: SearchFunction;
  /** Wait after the last keystroke before searching, in ms. */
  delayMs?: number;
  /** Fewest characters (after trimming) worth a search. */
  minLength?: number;
};

/**
 * The search box's rules: nothing is searched until the text has `minLength` characters and
 * `delayMs` passed since the last change; a new change cancels the pending delay and aborts the
 * request in flight, and an answer to an older text is ignored.
 */
export function useCommandSearch({ onSearch, delayMs = 1000, minLength = 3 }: UseCommandSearchOptions) {
  const [state, dispatch] = React.useReducer(commandSearchReducer, initialCommandSearchState);
  const onSearchRef = React.useRef(onSearch);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = React.useRef<AbortController | undefined>(undefined);
  const requestId = React.useRef(0);

  React.useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

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
        onSearchRef.current(text, abort.signal).then(
          (results) => dispatch({ type: "resolve", requestId: id, results }),
          () => {
            if (!abort.signal.aborted) dispatch({ type: "reject", requestId: id });
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
