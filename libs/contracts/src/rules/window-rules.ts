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
  return orderProblem(fields, start, end, (from, until) => until > from, endAfterStartMessage);
}

/**
 * The one comparison behind a window and a date range: `holds` decides on the two times; either missing, or not a
 * moment, is not judged here (that is the field's own rule); otherwise the end field is marked with `message`.
 */
export function orderProblem(
  fields: { start: string; end: string },
  start: Moment | null | undefined,
  end: Moment | null | undefined,
  holds: (from: number, until: number) => boolean,
  message: (endField: string, startField: string) => string,
): RuleProblem | null {
  if (start === null || start === undefined || end === null || end === undefined) return null;
  const from = timeOf(start);
  const until = timeOf(end);
  if (Number.isNaN(from) || Number.isNaN(until) || holds(from, until)) return null;
  return { field: fields.end, message: message(fields.end, fields.start) };
}
