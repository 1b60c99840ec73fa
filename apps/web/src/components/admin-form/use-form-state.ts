import { useState, type ChangeEvent } from 'react';
import { toastInvalidInput } from './save-create-or-edit';

/** The fields of a form that hold text as typed (inputs, text areas). */
type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * An admin form's values as typed and its errors by field. `set` changes one value and clears that field's error (and
 * the ones named in `alsoClear`, e.g. the whole-form message); `field(name)` wires a text control to it (name, value,
 * error, onChange); `reset` starts again from `initial`.
 */
export function useFormState<Values extends object, Errors extends Partial<Record<string, string>>>(
  initial: () => Values,
  { alsoClear = [] }: { alsoClear?: readonly (keyof Errors)[] } = {},
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({} as Errors);

  /** Clears these fields' errors (a choice that changes several fields, a new file). */
  function clearErrors(...names: (keyof Errors)[]) {
    setErrors((current) => ({ ...current, ...Object.fromEntries(names.map((name) => [name, undefined])) }));
  }

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearErrors(key as keyof Errors, ...alsoClear);
  }

  function field<K extends TextKeys<Values>>(name: K) {
    return {
      name,
      value: values[name] as string,
      error: errors[name as keyof Errors] as string | undefined,
      onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => set(name, event.target.value as Values[K]),
    };
  }

  /** A form's check: its input when it holds, else null with the problems shown on their fields (and, with `toast`, in one toast). */
  function accepted<Input>(check: { ok: true; input: Input } | { ok: false; errors: Errors }, { toast = false } = {}): Input | null {
    if (check.ok) return check.input;
    setErrors(check.errors);
    if (toast) toastInvalidInput(check.errors);
    return null;
  }

  function reset() {
    setValues(initial());
    setErrors({} as Errors);
  }

  return { values, setValues, errors, setErrors, set, field, clearErrors, accepted, reset };
}

/** What useFormState gives a form, for a part of the form that shows some of its fields. */
export type FormState<Values extends object, Errors extends Partial<Record<string, string>>> = ReturnType<typeof useFormState<Values, Errors>>;

/** Does any field have a problem? */
export const hasFormErrors = (errors: Partial<Record<string, string>>) => Object.values(errors).some(Boolean);
