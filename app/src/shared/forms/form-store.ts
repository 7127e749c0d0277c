import { isSameValue } from "@shopdesk/design-system";

// The state of one form: its values, the values it started from, the messages on its fields
// and where it is in a save. Components read it with the hooks in form.tsx, each subscribing
// to the slice it shows, so a keystroke re-renders its own field and whatever watches it.
// Why not react-hook-form: docs/app.md, "Forms".

export type FieldValues = Record<string, unknown>;

/** Messages by field path ("Name", "Lines.2.Quantity", "Operations" for the whole list). */
export type FieldErrors = Readonly<Record<string, string>>;

/** The form's rules: the checked values to send, or the messages to show. */
export type CheckResult<O> = { values: O; errors?: undefined } | { values?: undefined; errors: FieldErrors };
export type Check<V, O> = (values: V) => Promise<CheckResult<O>>;

export type FormStoreOptions<V, O> = {
  defaultValues: V;
  /**
   * When a field is first checked: "onSubmit" on the first save, "onTouched" when the user
   * leaves it. After either, it is checked again as the user types.
   */
  mode?: "onSubmit" | "onTouched";
  check: Check<V, O>;
};

export type FormState = {
  isDirty: boolean;
  isSubmitting: boolean;
  isSubmitted: boolean;
  errors: FieldErrors;
};

type FieldError = { message: string; isServer: boolean };

/** The value at a dotted path ("Lines.2.Quantity"). */
export function getPath(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A copy of `source` with `value` at `path`; everything off the path is shared, not copied. */
export function setPath<T>(source: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".") as [string, ...string[]];
  const inner =
    rest.length === 0 ? value : setPath((source as Record<string, unknown> | undefined)?.[key], rest.join("."), value);
  if (Array.isArray(source)) {
    const copy = [...source];
    copy[Number(key)] = inner;
    return copy as T;
  }
  return { ...(source as object), [key]: inner } as T;
}

/** `other` is `path` itself, or lies under it, or holds it. */
const isRelated = (path: string, other: string) =>
  path === other || path.startsWith(`${other}.`) || other.startsWith(`${path}.`);

export type FormStore<V extends FieldValues, O> = ReturnType<typeof createFormStore<V, O>>;

export function createFormStore<V extends FieldValues, O>({
  defaultValues,
  mode = "onSubmit",
  check,
}: FormStoreOptions<V, O>) {
  let defaults = defaultValues;
  let values = defaultValues;
  let errors: Record<string, FieldError> = {};
  let touched = new Set<string>();
  let isSubmitting = false;
  let isSubmitted = false;
  let formState: FormState = { isDirty: false, isSubmitting, isSubmitted, errors: {} };
  // Each reset gives lists new row keys: the rows are other rows now.
  let resetCount = 0;
  let checkCount = 0;
  let changed = new Set<string>();
  const listeners = new Set<() => void>();
  const elements = new Map<string, HTMLElement>();

  function publish() {
    const isDirty = !isSameValue(values, defaults);
    const messages = Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, error.message]));
    const next = { isDirty, isSubmitting, isSubmitted, errors: messages };
    if (!isSameValue(next, formState)) formState = next;
    for (const listener of listeners) listener();
  }

  function focusFirst(paths: readonly string[]) {
    const targets = paths.map((path) => elements.get(path)).filter((element) => element !== undefined);
    // The first on the page, whatever order the rules listed them in.
    targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    targets[0]?.focus();
  }

  /**
   * Checks the form again after `path` changed: its own messages (and those of the rows and
   * lists around it) follow the rules; elsewhere the rules' messages may clear or change but
   * no new one appears on a field the user has not reached, and the server's stay. Only the
   * last check's answer counts, for every field changed since the last one counted.
   */
  async function checkField(path: string) {
    changed.add(path);
    const count = ++checkCount;
    const result = await check(values);
    if (count !== checkCount) return;
    const paths = [...changed];
    changed = new Set();
    const isChanged = (other: string) => paths.some((each) => isRelated(other, each));
    const found = result.errors ?? {};
    const next: Record<string, FieldError> = {};
    for (const [other, error] of Object.entries(errors)) {
      if (isChanged(other)) continue;
      if (error.isServer) next[other] = error;
      else if (found[other]) next[other] = { message: found[other], isServer: false };
    }
    for (const [other, message] of Object.entries(found)) {
      if (isChanged(other)) next[other] = { message, isServer: false };
    }
    errors = next;
    publish();
  }

  const isChecked = (path: string) => isSubmitted || (mode === "onTouched" && touched.has(path));

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getFormState: () => formState,
    getResetCount: () => resetCount,
    getValues: () => values,
    getValue: (path: string) => getPath(values, path),
    /** Sets a value from code (not typed by the user): checked only when asked. */
    setValue(path: string, value: unknown, { shouldValidate = false }: { shouldValidate?: boolean } = {}) {
      values = setPath(values, path, value);
      publish();
      if (shouldValidate) void checkField(path);
    },
    /** The user changed a field. */
    change(path: string, value: unknown) {
      values = setPath(values, path, value);
      publish();
      if (isChecked(path)) void checkField(path);
    },
    /** The user left a field. */
    blur(path: string) {
      if (touched.has(path)) return;
      touched = new Set(touched).add(path);
      if (mode === "onTouched" && !isSubmitted) void checkField(path);
    },
    /** A message from the server (or the screen) on a field; it stays until that field changes. */
    setError(path: string, message: string, { shouldFocus = false }: { shouldFocus?: boolean } = {}) {
      errors = { ...errors, [path]: { message, isServer: true } };
      publish();
      if (shouldFocus) elements.get(path)?.focus();
    },
    /** A list lost row `index`: the messages of the rows after it move up with them. */
    removeRow(path: string, index: number) {
      const list = getPath(values, path) as unknown[];
      values = setPath(
        values,
        path,
        list.filter((_row, at) => at !== index),
      );
      const next: Record<string, FieldError> = {};
      for (const [other, error] of Object.entries(errors)) {
        const match = other.startsWith(`${path}.`) ? /^(\d+)(.*)$/.exec(other.slice(path.length + 1)) : null;
        if (!match) next[other] = error;
        else if (Number(match[1]) < index) next[other] = error;
        else if (Number(match[1]) > index) next[`${path}.${Number(match[1]) - 1}${match[2]}`] = error;
      }
      errors = next;
      publish();
      if (isSubmitted) void checkField(path);
    },
    setFocus: (path: string) => elements.get(path)?.focus(),
    /**
     * Focuses the first field that can take it under the first of `prefixes` that has one: a
     * new row's chosen field, else its first (a line's part waits for the customer, disabled).
     */
    focusUnder(prefixes: readonly string[]) {
      for (const prefix of prefixes) {
        const paths = [...elements.keys()].filter(
          (path) => (path === prefix || path.startsWith(prefix)) && !elements.get(path)!.matches(":disabled"),
        );
        if (paths.length > 0) return focusFirst(paths);
      }
    },
    /** Registers the element that holds a field, for focus; returns its cleanup. */
    attach(path: string, element: HTMLElement) {
      elements.set(path, element);
      return () => {
        if (elements.get(path) === element) elements.delete(path);
      };
    },
    /**
     * Starts again from `next` (or from where it started): no edits, no messages. With
     * `keepEdits`, the fields the user changed keep what they hold.
     */
    reset(next: V = defaults, { keepEdits = false }: { keepEdits?: boolean } = {}) {
      const edited = keepEdits ? Object.keys(values).filter((key) => !isSameValue(values[key], defaults[key])) : [];
      const kept = Object.fromEntries(edited.map((key) => [key, values[key]]));
      defaults = next;
      values = { ...next, ...kept };
      if (!keepEdits) {
        errors = {};
        touched = new Set();
        isSubmitted = false;
        resetCount += 1;
      }
      publish();
    },
    /**
     * Checks the whole form and, if it passes, hands the checked values to `onValid`;
     * otherwise shows every message and puts the focus on the first field with one.
     */
    handleSubmit(onValid: (values: O) => unknown) {
      return async (event?: { preventDefault: () => void }) => {
        event?.preventDefault();
        if (isSubmitting) return;
        isSubmitting = true;
        publish();
        try {
          checkCount += 1;
          changed = new Set();
          const result = await check(values);
          errors = Object.fromEntries(
            Object.entries(result.errors ?? {}).map(([path, message]) => [path, { message, isServer: false }]),
          );
          publish();
          if (result.errors) focusFirst(Object.keys(result.errors));
          else await onValid(result.values);
        } finally {
          isSubmitting = false;
          isSubmitted = true;
          publish();
        }
      };
    },
  };
}
