import { type Moment, type RuleProblem, timeOf } from './rule-problem';

/** The one message of an end that is not after its start, naming both fields as the API does ("endDate must be after startDate"). */
export const endAfterStartMessage = (endField: string, startField: string) => `${endField} must be after ${startField}`;

/**
 * A window's end must come after its start (deals, giveaways, sale timers, commission settings). Either left out, or not a
 * moment, is not judged here: that is the field's own rule.
 */
export function windowProblem(
  fields: { start: string; end: string },
  start: Moment | null | undefined,
  end: Moment | null | undefined,
): RuleProblem | null {
  if (start === null || start === undefined || end === null || end === undefined) return null;
  const from = timeOf(start);
  const until = timeOf(end);
  if (Number.isNaN(from) || Number.isNaN(until) || until > from) return null;
  return { field: fields.end, message: endAfterStartMessage(fields.end, fields.start) };
}
