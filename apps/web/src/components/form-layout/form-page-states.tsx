import { AlertCircleIcon, Button, EmptyState, Skeleton } from '@spotless/ui';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { PageHeader } from '../page-header.tsx';
import styles from './form-page-states.module.css';

export interface FormPageSkeletonProps {
  /** Announced while the record loads ("Loading client"). */
  label: string;
  /** How many fields each section of the form has, so the placeholder has the form's shape. */
  sections: readonly number[];
  /**
   * @default 'narrow'
   */
  width?: 'wide' | 'narrow';
}

/** The form screen while the record it edits loads: its title, sections and fields in grey. */
export function FormPageSkeleton({ label, sections, width = 'narrow' }: FormPageSkeletonProps) {
  return (
    <div className={styles.skeleton} data-width={width} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div className={styles.skeletonHeader}>
        <Skeleton shape="circle" width="3.5rem" />
        <Skeleton shape="text" width="14rem" height="1.75rem" />
      </div>
      {sections.map((count, section) => (
        <div key={section} className={styles.skeletonSection}>
          <div className={styles.skeletonIntro}>
            <Skeleton shape="text" width="8rem" />
            <Skeleton shape="text" width="12rem" />
          </div>
          <div className={styles.skeletonFields}>
            {Array.from({ length: count }, (_, index) => (
              <div key={index} className={styles.skeletonField}>
                <Skeleton shape="text" width="6rem" />
                <Skeleton height="2.5rem" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export interface FormUnavailableProps {
  /** The screen's title ("Edit client"). */
  title: string;
  /** What happened ("Client not found"). */
  heading: string;
  description: string;
  /** The way back ("Back to clients"). */
  backLabel: string;
  onBack: () => void;
  /**
   * @default 'narrow'
   */
  width?: 'wide' | 'narrow';
}

/** A form screen that cannot show its form (not found, not allowed): why, and the way back. */
export function FormUnavailable({
  title,
  heading,
  description,
  backLabel,
  onBack,
  width = 'narrow',
}: FormUnavailableProps) {
  return (
    <FormPageFrame title={title} width={width}>
      <EmptyState
        icon={<AlertCircleIcon />}
        headingLevel={2}
        title={heading}
        description={description}
        action={
          <Button variant="outline" onPress={onBack}>
            {backLabel}
          </Button>
        }
      />
    </FormPageFrame>
  );
}

/** A form screen's title over something else than the form (an error with a way to retry). */
export function FormPageFrame({
  title,
  width = 'narrow',
  children,
}: {
  title: string;
  width?: 'wide' | 'narrow';
  children: ReactNode;
}) {
  return (
    <div className={styles.frame} data-width={width}>
      <PageHeader title={title} />
      {children}
    </div>
  );
}
