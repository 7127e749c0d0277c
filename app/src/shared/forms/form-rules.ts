import { useEffect } from "react";
import { useForm, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import type { z } from "zod/mini";
import type { FormValues } from "./form-values";

/**
 * A form's rules (its zod schema, most often the contract's), downloaded when the form first
 * checks: zod with the contract's schemas is ≈ 13 KB gzip that a screen needs only to check
 * what was typed, not to show a record or open a dialog. `useRulesForm` starts the download at
 * the first edit, so a check seldom waits for it (docs/app.md, "Forms").
 */
export type FormRules<V extends FieldValues, O> = {
  /** react-hook-form's resolver; the first call waits for the rules. */
  resolver: Resolver<V, unknown, O>;
  /** The schema itself, e.g. to parse a body built from more than the form holds. */
  schema: () => Promise<z.ZodMiniType<O, unknown>>;
  preload: () => void;
};

/**
 * Rules loaded by `load` (a dynamic import of the form's `*-rules.ts`), once. The form holds
 * `FormValues` of the schema's input, or the input itself where it takes no null.
 */
export function formRules<I extends FieldValues, O, V extends FieldValues = FormValues<I>>(load: () => Promise<z.ZodMiniType<O, I>>): FormRules<V, O> {
  let loading: Promise<Resolver<V, unknown, O>> | undefined;
  const loadResolver = () =>
    (loading ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      // Sound: every FormValues<I> is an I ("" where the schema also takes null or nothing).
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<V, unknown, O>,
    ));
  return {
    resolver: async (values, context, options) => (await loadResolver())(values, context, options),
    schema: async () => (await load()) as z.ZodMiniType<O, unknown>,
    preload: () => void loadResolver(),
  };
}

/** react-hook-form checked by lazily loaded rules, which start loading at the first edit. */
export function useRulesForm<V extends FieldValues, O>(rules: FormRules<V, O>, options: Omit<UseFormProps<NoInfer<V>, unknown, NoInfer<O>>, "resolver">) {
  const form = useForm<V, unknown, O>({ ...options, resolver: rules.resolver });
  const { isDirty } = form.formState;
  useEffect(() => {
    if (isDirty) rules.preload();
  }, [isDirty, rules]);
  return form;
}
