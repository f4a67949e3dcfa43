import type { ReactNode } from 'react';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { LoadError } from './load-error.tsx';
import { LoadingBlock } from './loading-block.tsx';

/** What a page waits for: a TanStack query's result, or a hook answering the same three fields. */
export interface Loadable {
  data: unknown;
  error: unknown;
  refetch: () => unknown;
}

/** The data of a loadable once it has some (null is an answer; undefined is "not yet"). */
export type Loaded<L extends Loadable> = Exclude<L['data'], undefined>;

interface Shared {
  /** shown while waiting, instead of the loading block (a list's skeleton) */
  loading?: ReactNode;
  /** shown when the server says what was asked for is not there, with the page's own way out */
  notFound?: ReactNode;
}

type One<L extends Loadable> = Shared & { query: L; children: (data: Loaded<L>) => ReactNode };

type All<Ls extends readonly Loadable[]> = Shared & {
  queries: readonly [...Ls];
  children: (...data: { [K in keyof Ls]: Loaded<Ls[K]> }) => ReactNode;
};

/**
 * A page's loading states in one place: the data once every query has some, else the failure of the
 * first that failed (trying again retries every failed one), else the loading block. Data already
 * shown stays shown when a later refetch fails.
 */
export function QueryView<L extends Loadable>(props: One<L>): ReactNode;
export function QueryView<Ls extends readonly Loadable[]>(props: All<Ls>): ReactNode;
export function QueryView(props: One<Loadable> | All<readonly Loadable[]>): ReactNode {
  const queries: readonly Loadable[] = 'query' in props ? [props.query] : props.queries;
  const waiting = queries.filter((q) => q.data === undefined);
  const failed = waiting.filter((q) => q.error != null);
  if (failed.length > 0) {
    if (props.notFound && failed.some((q) => isNotFound(q.error))) return props.notFound;
    const retry = () => {
      for (const q of failed) void q.refetch();
    };
    return <LoadError error={failed[0]!.error} onRetry={retry} />;
  }
  if (waiting.length > 0) return props.loading ?? <LoadingBlock />;
  const data = queries.map((q) => q.data);
  return 'query' in props
    ? props.children(data[0])
    : (props.children as (...d: unknown[]) => ReactNode)(...data);
}
