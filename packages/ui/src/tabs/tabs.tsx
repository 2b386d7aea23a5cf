import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';

import { withClassName } from '../lib/class-names.ts';
import styles from './tabs.module.css';

export type TabsProps = AriaTabsProps;

/**
 * Views of one subject, one visible at a time. Arrow keys move between tabs (and select them),
 * Tab moves into the panel.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClassName(styles.tabs, className)} />;
}

export type TabListProps<T> = AriaTabListProps<T>;

/** The row of tabs; give it an `aria-label` naming the set. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClassName(styles.list, className)} />;
}

export type TabProps = AriaTabProps;

/** One tab; its `id` matches a `TabPanel`'s. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClassName(styles.tab, className)} />;
}

export type TabPanelProps = AriaTabPanelProps;

/** The content of one tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClassName(styles.panel, className)} />;
}
