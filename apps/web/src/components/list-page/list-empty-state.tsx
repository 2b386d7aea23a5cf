import { Button, EmptyState, SearchIcon } from '@spotless/ui';
import type { ReactNode } from 'react';

export interface ListEmptyStateProps {
  /** Whether a search or filter is in effect: then "nothing matches", else "nothing yet". */
  isFiltered: boolean;
  /** Nothing matches the search or filters, and the way back to the whole list. */
  noMatches: { title: string; description: string; clearLabel: string; onClear: () => void };
  /** The list is empty: what it will hold and the way to add the first item (if allowed). */
  empty: { icon: ReactNode; title: string; description: string; action?: ReactNode };
}

/** The empty state of a searchable list: "No clients match" or "No clients yet". */
export function ListEmptyState({ isFiltered, noMatches, empty }: ListEmptyStateProps) {
  return isFiltered ? (
    <EmptyState
      headingLevel={2}
      icon={<SearchIcon />}
      title={noMatches.title}
      description={noMatches.description}
      action={
        <Button variant="outline" onPress={noMatches.onClear}>
          {noMatches.clearLabel}
        </Button>
      }
    />
  ) : (
    <EmptyState
      headingLevel={2}
      icon={empty.icon}
      title={empty.title}
      description={empty.description}
      action={empty.action}
    />
  );
}
