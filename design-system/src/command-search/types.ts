import type * as React from "react";

/** One suggestion of the global search, as `GET /api/search` answers it. */
export type SearchResultItem = {
  CustomerId: string;
  PONumber: string;
  /** Calendar date, `YYYY-MM-DD`. */
  PODate: string;
  WONumber: string | null;
  POKey: number;
};

/** Runs a search; the text arrives as typed (URL-encoding is the caller's job). */
export type SearchFunction = (text: string, signal?: AbortSignal) => Promise<SearchResultItem[]>;

/** A command of the palette: a screen to go to, a record to create, an action on the screen in view. */
export type PaletteCommand = {
  /** Unique within its group. */
  id: string;
  /** What the row says, e.g. "New customer"; typing filters on it. */
  label: string;
  /** A muted note after the label, e.g. "Go to the PO list". */
  hint?: string;
  /** More words typing finds it by, e.g. ["add", "create"]. */
  keywords?: string[];
  /** Keys pressed one after another, separated by spaces, e.g. "g p"; shown right-aligned as keys. */
  shortcut?: string;
  /** A decorative icon (hidden from assistive tech). */
  icon?: React.ReactNode;
  onSelect: () => void;
};

/** Commands under one heading, e.g. "Recent", "Go to", "Create", "Actions". */
export type PaletteCommandGroup = {
  heading: string;
  items: PaletteCommand[];
  /**
   * Offered only while the box is empty (recent records): once the user types, the search
   * answers for the records, and its first suggestion keeps the spec's Enter.
   */
  isOnlyWhenEmpty?: boolean;
};

/** A record found by `onSearchRecords`: a customer, part, supplier, WO… */
export type PaletteRecord = {
  /** Unique within its group. */
  id: string;
  /** The record's name or number, e.g. "BRK-1044 rev C". */
  label: string;
  /** A second, muted line, e.g. the part's description. */
  detail?: string;
  /** Right-aligned muted text, e.g. a date or a customer id. */
  meta?: string;
  /** Status badges, under `meta`. */
  badges?: React.ReactNode;
  onSelect: () => void;
};

/** Records under one heading, e.g. "Customers", "Parts", "Suppliers", "Work orders". */
export type PaletteRecordGroup = {
  heading: string;
  items: PaletteRecord[];
  /**
   * Shown before the PO suggestions rather than after them: records the text names that are
   * looked for before the orders that mention them (the app's customers).
   */
  isBeforeResults?: boolean;
};

/** Looks records up for the text as typed; called with the spec's search's timing, beside `onSearch`. */
export type RecordSearchFunction = (text: string, signal?: AbortSignal) => Promise<PaletteRecordGroup[]>;
