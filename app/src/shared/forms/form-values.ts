/**
 * A form's values for a body the contract checks: a text box holds a string, "" for none, where
 * the API takes null or a left-out field. The contract's schema then checks the form itself
 * (its optional text and dates read "" as none), so screen and server refuse the same input in
 * the same words, and a form restates no field's rule.
 */
export type FormValues<Input> = { [K in keyof Input]-?: Exclude<Input[K], null | undefined> };

/** A record's fields as its form holds them: null is "". */
export function formValuesOf<V>(record: object, fields: readonly (keyof V & string)[]): V {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, source[field] ?? ""])) as V;
}

/** "" for null, so text boxes always hold strings. */
export const textOf = (value: string | null | undefined): string => value ?? "";
