import { Input } from './input';

type DateTimeRangeProps<Start extends string, End extends string> = {
  /** The two fields' names; startDate and endDate unless told. */
  fields?: { start: Start; end: End };
  /** datetime-local (a moment, with the time zone spelled out) or date (a day). */
  type?: 'datetime-local' | 'date';
  values: Record<NoInfer<Start | End>, string>;
  errors: Partial<Record<NoInfer<Start | End>, string>>;
  onChange: (field: NoInfer<Start | End>, value: string) => void;
  startLabel: string;
  endLabel: string;
  endHint?: string;
  /** Which of the two the form requires (marked for screen readers). */
  required?: 'start' | 'both';
  /** What a blank or a future date means for this record, after the time-zone sentence. */
  note?: string;
};

const DATES = { start: 'startDate', end: 'endDate' } as const;

/** A start and an end, side by side from 420 px; for moments, with the browser's time zone spelled out. */
export function DateTimeRange<Start extends string = 'startDate', End extends string = 'endDate'>({
  fields = DATES as unknown as { start: Start; end: End },
  type = 'datetime-local',
  values,
  errors,
  onChange,
  startLabel,
  endLabel,
  endHint,
  required,
  note,
}: DateTimeRangeProps<Start, End>) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sentence = [type === 'datetime-local' ? `Times are in your time zone (${timeZone}).` : null, note].filter(Boolean).join(' ');
  return (
    <>
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        <Input
          label={startLabel}
          name={fields.start}
          type={type}
          value={values[fields.start]}
          required={required !== undefined}
          error={errors[fields.start]}
          onChange={(e) => onChange(fields.start, e.target.value)}
        />
        <Input
          label={endLabel}
          name={fields.end}
          type={type}
          value={values[fields.end]}
          hint={endHint}
          required={required === 'both'}
          error={errors[fields.end]}
          onChange={(e) => onChange(fields.end, e.target.value)}
        />
      </div>
      {sentence && <p className="-mt-2 text-sm text-ink-soft">{sentence}</p>}
    </>
  );
}
