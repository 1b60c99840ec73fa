/** The message about the whole form (e.g. "Please fill in all required fields"), read out when it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
      {message}
    </p>
  );
}
