import type { SearchResultItem } from "./types";

/** `idle`: nothing to show; `waiting`: the delay is running; then `loading` → `results` | `empty` | `error`. */
export type CommandSearchStatus = "idle" | "waiting" | "loading" | "results" | "empty" | "error";

export type CommandSearchState = {
  text: string;
  status: CommandSearchStatus;
  results: SearchResultItem[];
  /** Id of the request whose answer is still wanted; answers to any other are stale. */
  requestId: number;
};

export type CommandSearchAction =
  | { type: "input"; text: string; minLength: number }
  | { type: "start"; requestId: number }
  | { type: "resolve"; requestId: number; results: SearchResultItem[] }
  | { type: "reject"; requestId: number }
  | { type: "clear" };

export const initialCommandSearchState: CommandSearchState = { text: "", status: "idle", results: [], requestId: 0 };

/** Whether `text` is long enough to search: at least `minLength` characters once trimmed. */
export function isSearchable(text: string, minLength: number): boolean {
  return text.trim().length >= minLength;
}

export function commandSearchReducer(state: CommandSearchState, action: CommandSearchAction): CommandSearchState {
  switch (action.type) {
    case "input": {
      const status = isSearchable(action.text, action.minLength) ? "waiting" : "idle";
      // Suggestions stay while the user refines the text; they go when the text is too short.
      const results = status === "idle" ? [] : state.results;
      return { ...state, text: action.text, status, results, requestId: state.requestId + 1 };
    }
    case "start":
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: "loading" };
    case "resolve":
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: action.results.length > 0 ? "results" : "empty", results: action.results };
    case "reject":
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: "error", results: [] };
    case "clear":
      return { ...initialCommandSearchState, requestId: state.requestId + 1 };
  }
}
