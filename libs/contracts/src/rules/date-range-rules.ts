import type { Moment, RuleProblem } from './rule-problem';
import { orderProblem } from './window-rules';

/** The one message of a range whose end comes before its start ("to must not be before from"). */
export const rangeEndBeforeStartMessage = (endField: string, startField: string) => `${endField} must not be before ${startField}`;

/** A date range's end must not come before its start (a range of one day is from = to). */
export function dateRangeProblem(
  fields: { start: string; end: string },
  start: Moment | null | undefined,
  end: Moment | null | undefined,
): RuleProblem | null {
  return orderProblem(fields, start, end, (from, until) => until >= from, rangeEndBeforeStartMessage);
}
