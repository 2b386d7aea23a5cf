import { AlertCircleIcon, Button, EmptyState } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../lib/api-errors.ts';

export interface LoadErrorProps {
  /** What could not be loaded, as a heading ("Couldn't load clients"). */
  title: string;
  /** The failure; its server message is shown when it has one. */
  error: unknown;
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
  /** Shows the retry button busy while asking again. */
  isRetrying?: boolean;
  /**
   * Heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The error state of a list or a form that failed to load, with a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  isRetrying = false,
  headingLevel = 2,
  className,
}: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      className={className}
      icon={<AlertCircleIcon />}
      title={title}
      headingLevel={headingLevel}
      description={serverMessage(error, t('common.loadErrorDescription'))}
      action={
        <Button variant="outline" onPress={onRetry} isPending={isRetrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
