import type { RuleProblem } from '@shop/contracts';

/**
 * Puts the contract's rules across fields (libs/contracts rules/) on a form's errors, in the service's words: each on
 * the field it names (or on `fieldOf(field)`, where the form calls it otherwise), unless that field already has its own problem.
 */
export function withRuleProblems<Errors extends Partial<Record<string, string>>>(
  errors: Errors,
  problems: readonly RuleProblem[],
  fieldOf: (field: string) => keyof Errors = (field) => field as keyof Errors,
): Errors {
  for (const { field, message } of problems) {
    const key = fieldOf(field);
    if (!errors[key]) (errors as Record<keyof Errors, string>)[key] = message;
  }
  return errors;
}
