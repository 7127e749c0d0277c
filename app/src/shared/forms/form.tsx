import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ReactNode,
} from "react";
import { createFormStore, type FieldValues, type FormState, type FormStore, type FormStoreOptions } from "./form-store";
import { isSameValue } from "@shopdesk/design-system";

// The app's forms: a small store (form-store.ts) and the hooks that bind fields to it. Why not
// react-hook-form: docs/app.md, "Forms".

export type { FieldErrors, FieldValues, FormState } from "./form-store";

type Primitive = string | number | boolean | bigint | symbol | null | undefined | Date;

/** A field's dotted path in V: "Name", "Lines.2.Quantity", "Lines". */
export type Path<V> = V extends Primitive
  ? never
  : V extends readonly (infer Row)[]
    ? `${number}` | `${number}.${Path<Row>}`
    : { [K in keyof V & string]: K | (V[K] extends Primitive ? never : `${K}.${Path<V[K]>}`) }[keyof V & string];

/** The value at `P` in V. */
export type PathValue<V, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? PathValue<Step<V, Head>, Rest>
  : Step<V, P>;
type Step<V, K extends string> = V extends readonly (infer Row)[] ? Row : K extends keyof V ? V[K] : unknown;

export type FormOptions<V extends FieldValues, O> = Omit<FormStoreOptions<V, O>, "defaultValues"> &
  (
    | { defaultValues: V; values?: undefined }
    /** Values that follow the caller (a preset customer): the form takes them when they change, keeping the user's edits. */
    | { values: V; defaultValues?: undefined }
  );

/** The form as components use it: stable methods, and `formState`, which follows the store. */
export type Form<V extends FieldValues, O = V> = Omit<FormStore<V, O>, "getValue" | "setValue"> & {
  store: FormStore<V, O>;
  formState: FormState;
  getValue: <P extends Path<V>>(path: P) => PathValue<V, P>;
  setValue: <P extends Path<V>>(path: P, value: PathValue<V, P>, options?: { shouldValidate?: boolean }) => void;
};

export function useForm<V extends FieldValues, O>({ values, ...options }: FormOptions<V, O>): Form<V, O> {
  const [store] = useState(() =>
    createFormStore<V, O>({ ...options, defaultValues: (values ?? options.defaultValues)! }),
  );
  const formState = useSyncExternalStore(store.subscribe, store.getFormState);
  const [following, setFollowing] = useState(values);
  if (values !== undefined && !isSameValue(values, following)) setFollowing(values);
  useEffect(() => {
    if (following !== undefined) store.reset(following, { keepEdits: true });
  }, [following, store]);
  const [form] = useState(() => ({ ...store, store }) as unknown as Omit<Form<V, O>, "formState">);
  return { ...form, formState };
}

const FormContext = createContext<Form<FieldValues, unknown> | null>(null);

export function FormProvider<V extends FieldValues, O>({ form, children }: { form: Form<V, O>; children: ReactNode }) {
  return <FormContext value={form as unknown as Form<FieldValues, unknown>}>{children}</FormContext>;
}

/** The surrounding form. Fields whose path differs from form to form (a PO line's) take it untyped. */
export function useFormContext<V extends FieldValues = FieldValues>(): Form<V, unknown> {
  const form = useContext(FormContext);
  if (!form) throw new Error("A form field must be inside a FormProvider.");
  return form as unknown as Form<V, unknown>;
}

/** The value at `path`, re-rendering when it changes. */
export function useWatch<V extends FieldValues, P extends Path<V>>(path: P, form?: Form<V, unknown>): PathValue<V, P>;
export function useWatch(path: string, form?: Form<FieldValues, unknown>): unknown;
export function useWatch(path: string, form?: Form<FieldValues, unknown>): unknown {
  const context = useContext(FormContext);
  const { store } = (form ?? context)!;
  return useSyncExternalStore(store.subscribe, () => store.getValue(path));
}

/** Several values at once, as an array in the order asked. */
export function useWatchAll(paths: readonly string[], form?: Form<FieldValues, unknown>): unknown[] {
  const context = useContext(FormContext);
  const { store } = (form ?? context)!;
  const last = useRef<unknown[]>([]);
  // The paths by what they say, not by the array that holds them (a new one each render).
  const key = paths.join("\n");
  const snapshot = useCallback(() => {
    const next = key.split("\n").map((path) => store.getValue(path));
    if (next.length !== last.current.length || next.some((value, index) => value !== last.current[index]))
      last.current = next;
    return last.current;
  }, [store, key]);
  return useSyncExternalStore(store.subscribe, snapshot);
}

const ChangedFieldsContext = createContext<ReadonlySet<string>>(new Set());

/**
 * The fields someone else just changed, shown updated in place (docs/app.md, "Live updates"):
 * each field below highlights itself while it is named here.
 */
export const ChangedFieldsProvider = ChangedFieldsContext;

/** Whether someone else just changed the field at `path` (a list's row counts by its list's name). */
export function useFieldChanged(path: string): boolean {
  const changed = useContext(ChangedFieldsContext);
  return changed.has(path) || changed.has(path.split(".")[0]!);
}

/** The message on `path`, from the rules or the server. */
export function useFieldError(path: string): string | undefined {
  const { store } = useFormContext();
  return useSyncExternalStore(store.subscribe, () => store.getFormState().errors[path]);
}

/** A field bound to the surrounding form: its value, and what to call as it changes and is left. */
export function useField<T = unknown>(path: string) {
  const { store } = useFormContext();
  const value = useSyncExternalStore(store.subscribe, () => store.getValue(path)) as T;
  return {
    name: path,
    value,
    onChange: (next: T) => store.change(path, next),
    onBlur: () => store.blur(path),
  };
}

/**
 * The callback ref of the element that holds field `path`, so a message can take the focus
 * there. Apart from `useField`: React's linter reads every part of an object whose member is
 * passed as a ref as a ref too.
 */
export function useFieldElement(path: string) {
  const { store } = useFormContext();
  return useCallback(
    (element: HTMLElement | null) => (element ? store.attach(path, element) : undefined),
    [store, path],
  );
}

/** A text box's props for a field that holds text. */
export function textBoxProps(field: ReturnType<typeof useField<string>>) {
  return {
    name: field.name,
    value: field.value ?? "",
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(event.target.value),
    onBlur: field.onBlur,
  };
}

/**
 * A list in the form (a PO's lines, a part's breaks): its rows with keys that stay with them
 * as rows are added and removed; a new row takes the focus.
 */
export function useFieldArray<Row>(path: string) {
  const { store } = useFormContext();
  // The number of rows only: typing in a row re-renders that row's fields, not the list.
  const count = useSyncExternalStore(store.subscribe, () => ((store.getValue(path) as Row[] | undefined) ?? []).length);
  const resetCount = useSyncExternalStore(store.subscribe, store.getResetCount);
  const [keys, setKeys] = useState<{ ids: string[]; resetCount: number }>(() => ({
    ids: Array.from({ length: count }, newKey),
    resetCount,
  }));
  let ids = keys.ids;
  if (keys.resetCount !== resetCount || ids.length !== count) {
    // Rows that came from outside (a reset, a record saved elsewhere) get keys of their own.
    ids = Array.from({ length: count }, (_row, index) =>
      keys.resetCount === resetCount ? (keys.ids[index] ?? newKey()) : newKey(),
    );
    setKeys({ ids, resetCount });
  }
  // Set by append, taken once the new row is on the page.
  const pendingFocus = useRef<string[] | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    store.focusUnder(pendingFocus.current);
    pendingFocus.current = null;
  });
  return {
    fields: ids.map((id) => ({ id })),
    /** Adds a row at the end and focuses `focusPath`, or the row's first field that can take it. */
    append(row: Row, { focusPath: target }: { focusPath?: string } = {}) {
      const current = (store.getValue(path) ?? []) as Row[];
      setKeys({ ids: [...ids, newKey()], resetCount });
      store.change(path, [...current, row]);
      const rowPrefix = `${path}.${current.length}.`;
      pendingFocus.current = target ? [target, rowPrefix] : [rowPrefix];
    },
    remove(index: number) {
      setKeys({ ids: ids.filter((_id, at) => at !== index), resetCount });
      store.removeRow(path, index);
    },
  };
}

let keyCount = 0;
const newKey = () => `row-${++keyCount}`;
