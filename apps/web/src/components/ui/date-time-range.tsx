import { Input } from './input';

type Field = 'startDate' | 'endDate';

type DateTimeRangeProps = {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  onChange: (field: Field, value: string) => void;
  startLabel: string;
  endLabel: string;
  endHint?: string;
  /** What a blank or a future date means for this record, after the time-zone sentence. */
  note: string;
};

/** A start and an end as datetime-local inputs, side by side from 420 px, with the browser's time zone spelled out. */
export function DateTimeRange({ values, errors, onChange, startLabel, endLabel, endHint, note }: DateTimeRangeProps) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        <Input
          label={startLabel}
          name="startDate"
          type="datetime-local"
          value={values.startDate}
          error={errors.startDate}
          onChange={(e) => onChange('startDate', e.target.value)}
        />
        <Input
          label={endLabel}
          name="endDate"
          type="datetime-local"
          value={values.endDate}
          hint={endHint}
          error={errors.endDate}
          onChange={(e) => onChange('endDate', e.target.value)}
        />
      </div>
      <p className="-mt-2 text-sm text-ink-soft">Times are in your time zone ({timeZone}). {note}</p>
    </>
  );
}
