import { Button } from './button';

interface FormActionsProps {
  /** The thing the form saves, e.g. 'Coupon': the button reads 'Create Coupon' or, when editing, 'Update Coupon'. */
  noun: string;
  editing: boolean;
  busy: boolean;
  onCancel: () => void;
}

/** Create/Update and, while editing, Cancel: the foot of a create-or-edit form. */
export function FormActions({ noun, editing, busy, onCancel }: FormActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" busy={busy}>
        {editing ? `Update ${noun}` : `Create ${noun}`}
      </Button>
      {editing && (
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
    </div>
  );
}
