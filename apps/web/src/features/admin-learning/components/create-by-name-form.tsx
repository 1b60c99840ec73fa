import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type CreateByNameFormProps = {
  label: string;
  placeholder: string;
  /** The longest name the server takes. */
  maxLength: number;
  /** Shown when the name is blank ('Title is required'). */
  requiredMessage: string;
  submitLabel: string;
  /** Resolves true once created (the field is cleared), false to keep the text. */
  onCreate: (name: string) => Promise<boolean>;
};

/** One text field and a button: creates a lesson by its title, a pigment by its name. */
export function CreateByNameForm({ label, placeholder, maxLength, requiredMessage, submitLabel, onCreate }: CreateByNameFormProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(requiredMessage);
      return;
    }
    setError(null);
    setBusy(true);
    const created = await onCreate(trimmed);
    setBusy(false);
    if (created) setName('');
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Input
        label={label}
        placeholder={placeholder}
        value={name}
        maxLength={maxLength}
        error={error}
        onChange={(event) => setName(event.currentTarget.value)}
        className="flex-1"
      />
      <Button type="submit" busy={busy} className="sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}
