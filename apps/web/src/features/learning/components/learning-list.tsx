import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';

type LearningListProps<T extends { id: string }> = {
  query: UseQueryResult<T[]>;
  /** "lessons", "pigments": used in the loading and error texts. */
  noun: string;
  empty: { title: string; message: string };
  renderItem: (item: T) => ReactNode;
};

/** A list of cards with its loading, error and empty states. */
export function LearningList<T extends { id: string }>({ query, noun, empty, renderItem }: LearningListProps<T>) {
  if (query.isPending) return <LoadingBlock label={`Loading ${noun}...`} />;
  if (query.isError) {
    return (
      <ErrorState
        title={`Failed to fetch ${noun}`}
        message={getErrorMessage(query.error, 'Please try again in a moment.')}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-white/70 p-8 text-center">
        <h2 className="font-display text-xl font-semibold text-ink">{empty.title}</h2>
        <p className="mt-2 text-ink-soft">{empty.message}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {query.data.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
