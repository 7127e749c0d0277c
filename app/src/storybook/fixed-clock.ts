/**
 * A story `beforeEach` that fixes "now" (`new Date()`, `Date.now()`) at `iso`, so screens that
 * default to today (a PO date, a ship date) look the same in every screenshot. Dates built
 * from arguments are untouched; the real clock comes back after the story.
 */
export function fixClock(iso: string) {
  return () => {
    const RealDate = Date;
    const fixed = new RealDate(iso).getTime();
    class FixedDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(fixed);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static override now() {
        return fixed;
      }
    }
    globalThis.Date = FixedDate as DateConstructor;
    return () => {
      globalThis.Date = RealDate;
    };
  };
}
