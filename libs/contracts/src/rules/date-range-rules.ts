import { type Moment, type RuleProblem, timeOf } from './rule-problem';

/** The one message of a range whose end comes before its start ("to must not be before from"). */
export const rangeEndBeforeStartMessage = (endField: string, startField: string) => `${endField} must not be before ${startField}`;

/**
 * A date range's end must not come before its start (a range of one day is from = to). Either left out, or not a moment,
 * is not judged here: that is the field's own rule.
 */
export function dateRangeProblem(
  fields: { start: string; end: string },
  start: Moment | null | undefined,
  end: Moment | null | undefined,
): RuleProblem | null {
  if (start === null || start === undefined || end === null || end === undefined) return null;
  const from = timeOf(start);
  const until = timeOf(end);
  if (Number.isNaN(from) || Number.isNaN(until) || until >= from) return null;
  return { field: fields.end, message: rangeEndBeforeStartMessage(fields.end, fields.start) };
}
