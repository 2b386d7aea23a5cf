import type { ReactNode } from 'react';
import { ListSearch, type ListSearchProps } from '../list-search.tsx';
import { PageHeader } from '../page-header.tsx';
import styles from './list-page.module.css';

export interface ListPageProps {
  /** The page's `h1` ("Clients"). */
  title: string;
  /** A line under the title: the count, or what the list is for while it loads. */
  description?: ReactNode;
  /** The main actions ("New client"), at the end of the title row. */
  actions?: ReactNode;
  /** A banner between the title and the list (the plan-limit notice). */
  notice?: ReactNode;
  /** Search and filters (`ListToolbar`). */
  toolbar?: ReactNode;
  /** The list (`ListTable`) and the page's dialogs. */
  children: ReactNode;
  /**
   * The page's widest extent: `wide` for lists with many columns.
   * @default 'wide'
   */
  width?: 'wide' | 'narrow';
}

/** The frame of a list screen: title row, an optional notice, the toolbar, then the list. */
export function ListPage({
  title,
  description,
  actions,
  notice,
  toolbar,
  children,
  width = 'wide',
}: ListPageProps) {
  return (
    <div className={styles.page} data-width={width}>
      <PageHeader title={title} description={description} actions={actions} />
      {notice}
      {toolbar}
      {children}
    </div>
  );
}

export interface ListToolbarProps {
  /** The search as you type (server-side `q`). */
  search: Omit<ListSearchProps, 'className'>;
  /** Filters at the end of the row (a `SegmentedControl`). */
  children?: ReactNode;
}

/** Search on the left, filters on the right; they stack on a phone. */
export function ListToolbar({ search, children }: ListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <ListSearch {...search} className={styles.search} />
      {children}
    </div>
  );
}
