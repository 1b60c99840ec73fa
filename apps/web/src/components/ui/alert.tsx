import { Button } from './button';

type ErrorStateProps = {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
};

/** What a failed fetch shows: a short explanation and, when it helps, a retry button. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, retrying }: ErrorStateProps) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} busy={retrying}>
          Try again
        </Button>
      )}
    </div>
  );
}
