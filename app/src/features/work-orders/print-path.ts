/** `/print-wos?wo=100001&wo=100002`: the travelers of these WOs, in this order. */
export function travelersPrintPath(woNumbers: readonly string[]): string {
  return `/print-wos?${new URLSearchParams(woNumbers.map((number) => ["wo", number])).toString()}`;
}

/** The WO numbers `/print-wos` is asked for: each once, in the order given, blanks dropped. */
export function readPrintNumbers(search: URLSearchParams): string[] {
  return [
    ...new Set(
      search
        .getAll("wo")
        .flatMap((value) => value.split(","))
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}
