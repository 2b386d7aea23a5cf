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
export const Tabs = ({ className, ...props }: TabsProps) => (
  <AriaTabs {...props} className={withClassName(styles.tabs, className)} />
);

export type TabListProps<T> = AriaTabListProps<T>;

/** The row of tabs; give it an `aria-label` naming the set. */
export const TabList = <T extends object>({ className, ...props }: TabListProps<T>) => (
  <AriaTabList {...props} className={withClassName(styles.list, className)} />
);

export type TabProps = AriaTabProps;

/** One tab; its `id` matches a `TabPanel`'s. */
export const Tab = ({ className, ...props }: TabProps) => (
  <AriaTab {...props} className={withClassName(styles.tab, className)} />
);

export type TabPanelProps = AriaTabPanelProps;

/** The content of one tab. */
export const TabPanel = ({ className, ...props }: TabPanelProps) => (
  <AriaTabPanel {...props} className={withClassName(styles.panel, className)} />
);
