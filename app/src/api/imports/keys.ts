/** SWR keys of the import calls: writes only (previews and imports are never cached). */
export const importKeys = {
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["imports", "write", name] as const,
};
