/**
 * A rule across a form's fields that does not hold: the field to mark and the one message for it, the same words in
 * the admin form and in the service's answer (docs/product/back-office.md §5).
 */
export interface RuleProblem {
  field: string;
  message: string;
}

/** The problems that were found, in the order of the rules (null: the rule holds or could not be judged yet). */
export const problemsOf = (...found: (RuleProblem | null)[]): RuleProblem[] => found.filter((problem): problem is RuleProblem => problem !== null);

/** A moment as the rules compare it: a Date, or an ISO text; NaN when it is not one. */
export type Moment = Date | string;

export const timeOf = (moment: Moment): number => (typeof moment === 'string' ? Date.parse(moment) : moment.getTime());
