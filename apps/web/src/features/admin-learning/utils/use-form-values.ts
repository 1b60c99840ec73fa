import { useState } from 'react';

/** A form's values and a setter per field. */
export function useFormValues<T extends Record<string, unknown>>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const setField = <K extends keyof T>(field: K, value: T[K]) => setValues((current) => ({ ...current, [field]: value }));
  return { values, setField };
}
