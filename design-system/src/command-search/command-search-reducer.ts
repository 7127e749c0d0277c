import type { PaletteRecordGroup, SearchResultItem } from "./types";

/** `idle`: nothing to show; `waiting`: the delay is running; then `loading` → `results` | `empty` | `error`. */
export type CommandSearchStatus = "idle" | "waiting" | "loading" | "results" | "empty" | "error";

export type CommandSearchState = {
  text: string;
  status: CommandSearchStatus;
  results: SearchResultItem[];
  /** The groups `onSearchRecords` answered with (empty without it). */
  recordGroups: PaletteRecordGroup[];
  /** Id of the request whose answer is still wanted; answers to any other are stale. */
  requestId: number;
};

export type CommandSearchAction =
  | { type: "input"; text: string; minLength: number }
  | { type: "start"; requestId: number }
  | { type: "resolve"; requestId: number; results: SearchResultItem[]; recordGroups?: PaletteRecordGroup[] }
  | { type: "reject"; requestId: number }
  | { type: "clear" };

export const initialCommandSearchState: CommandSearchState = {
  text: "",
  status: "idle",
  results: [],
  recordGroups: [],
  requestId: 0,
};

/** Whether `text` is long enough to search: at least `minLength` characters once trimmed. */
export function isSearchable(text: string, minLength: number): boolean {
  return text.trim().length >= minLength;
}

/** How many rows an answer holds: the PO suggestions and every record group's items. */
export function countResults(results: SearchResultItem[], recordGroups: PaletteRecordGroup[]): number {
  return recordGroups.reduce((count, group) => count + group.items.length, results.length);
}

export function commandSearchReducer(state: CommandSearchState, action: CommandSearchAction): CommandSearchState {
  switch (action.type) {
    case "input": {
      const status = isSearchable(action.text, action.minLength) ? "waiting" : "idle";
      // Suggestions stay while the user refines the text; they go when the text is too short.
      const results = status === "idle" ? [] : state.results;
      const recordGroups = status === "idle" ? [] : state.recordGroups;
      return { ...state, text: action.text, status, results, recordGroups, requestId: state.requestId + 1 };
    }
    case "start":
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: "loading" };
    case "resolve": {
      if (action.requestId !== state.requestId) return state;
      const recordGroups = action.recordGroups ?? [];
      // An empty answer in every group clears them all (the spec: suggestions are cleared).
      if (countResults(action.results, recordGroups) === 0) {
        return { ...state, status: "empty", results: [], recordGroups: [] };
      }
      return { ...state, status: "results", results: action.results, recordGroups };
    }
    case "reject":
      if (action.requestId !== state.requestId) return state;
      return { ...state, status: "error", results: [], recordGroups: [] };
    case "clear":
      return { ...initialCommandSearchState, requestId: state.requestId + 1 };
  }
}
