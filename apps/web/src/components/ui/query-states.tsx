import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';

type QueryStatesProps<T> = {
  query: UseQueryResult<T[]>;
  /** "lessons", "pigments", "course titles". */
  noun: string;
  emptyText: string;
  /** The error's title; "Failed to fetch {noun}" unless the panel's documents say otherwise. */
  errorTitle?: string;
  children: (items: T[]) => ReactNode;
};

/** Loading, error and empty states of an admin list; the list itself once there is something. */
export function QueryStates<T>({ query, noun, emptyText, errorTitle, children }: QueryStatesProps<T>) {
  if (query.isPending) return <LoadingBlock label={`Loading ${noun}...`} />;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle ?? `Failed to fetch ${noun}`}
        message={getErrorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">{emptyText}</p>;
  return children(query.data);
}
