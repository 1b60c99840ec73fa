import { Button } from '@/components/ui/button';

type SaveActionsProps = {
  /** What the submit button says ('Create Setting', 'Update Coupon'). */
  submitLabel: string;
  /** A save is under way: the submit button spins and Cancel waits. */
  busy: boolean;
  /** The form is not complete yet (the button enables once the required fields are filled). */
  disabled?: boolean;
  /** Shown as Cancel when given. */
  onCancel?: () => void;
};

/** The foot of an admin form: its submit button with the pending state, and Cancel. */
export function SaveActions({ submitLabel, busy, disabled, onCancel }: SaveActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" busy={busy} disabled={disabled}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
    </div>
  );
}

type FormActionsProps = {
  /** The thing the form saves, e.g. 'Coupon': the button reads 'Create Coupon' or, when editing, 'Update Coupon'. */
  noun: string;
  editing: boolean;
  busy: boolean;
  onCancel: () => void;
};

/** Create/Update and, while editing, Cancel: the foot of a create-or-edit form. */
export function FormActions({ noun, editing, busy, onCancel }: FormActionsProps) {
  return <SaveActions submitLabel={editing ? `Update ${noun}` : `Create ${noun}`} busy={busy} onCancel={editing ? onCancel : undefined} />;
}
