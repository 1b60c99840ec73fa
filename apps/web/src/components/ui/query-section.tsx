import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './alert';
import { LoadingBlock } from './spinner';
import { getErrorMessage } from '@/lib/api-client';

type QuerySectionProps<T> = {
  query: UseQueryResult<T>;
  /** "the business overview", "lesson statistics". */
  noun: string;
  children: (data: T) => ReactNode;
};

/** Loading and error states of one reporting answer; its figures once they are there. */
export function QuerySection<T>({ query, noun, children }: QuerySectionProps<T>) {
  if (query.isPending) return <LoadingBlock label={`Loading ${noun}...`} />;
  if (query.data === undefined) {
    return (
      <ErrorState
        title={`Failed to fetch ${noun}`}
        message={getErrorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
