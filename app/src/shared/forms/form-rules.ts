import { useEffect } from "react";
import type { z } from "zod/mini";
import { useForm, type FieldValues, type FormOptions } from "./form";
import type { Check, FieldErrors } from "./form-store";
import type { FormValues } from "./form-values";

/**
 * A form's rules (its zod schema, most often the contract's), downloaded when the form first
 * checks: zod with the contract's schemas is ≈ 13 KB gzip that a screen needs only to check
 * what was typed, not to show a record or open a dialog. `useRulesForm` starts the download at
 * the first edit, so a check seldom waits for it (docs/app.md, "Forms").
 */
export type FormRules<V extends FieldValues, O> = {
  /** Checks the values; the first call waits for the rules. */
  check: Check<V, O>;
  preload: () => void;
};

/**
 * Rules loaded by `load` (a dynamic import of the form's `*-form-rules.ts`), once; a failed
 * download is tried again by the next check, as the design system's `preloadable` does. The
 * form holds `FormValues` of the schema's input: every one is an input the schema takes (""
 * where it also takes null or nothing). A message goes on the field its issue names, the
 * first issue's where there are several.
 */
export function formRules<I extends FieldValues, O, V extends FieldValues = FormValues<I>>(
  load: () => Promise<z.ZodMiniType<O, I>>,
): FormRules<V, O> {
  let loading: Promise<z.ZodMiniType<O, I>> | undefined;
  const schema = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    async check(values) {
      const result = (await schema()).safeParse(values);
      if (result.success) return { values: result.data };
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
      return { errors: errors as FieldErrors };
    },
    preload: () => void schema().catch(() => undefined),
  };
}

type WithoutCheck<T> = T extends unknown ? Omit<T, "check"> : never;

/** A form checked by lazily loaded rules, which start loading at the first edit. */
export function useRulesForm<V extends FieldValues, O>(
  rules: FormRules<V, O>,
  options: WithoutCheck<FormOptions<NoInfer<V>, NoInfer<O>>>,
) {
  const form = useForm<V, O>({ ...options, check: rules.check } as FormOptions<V, O>);
  const { isDirty } = form.formState;
  useEffect(() => {
    if (isDirty) rules.preload();
  }, [isDirty, rules]);
  return form;
}
