import { Button } from '@spotless/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealEntryCode } from '../api/entry-codes.ts';
import { serverMessage } from '../lib/api-errors.ts';
import styles from './entry-code-reveal.module.css';

export interface EntryCodeRevealProps {
  addressId: string;
  /** The visit the code is revealed from; a cleaner's reveal needs it. */
  jobId?: string | null;
  className?: string;
}

/**
 * `Show entry code`: asks the API for the code (the reveal is logged) and shows it in place until
 * `Hide entry code`. Render it only for those who may reveal: the API refuses everyone else.
 */
export function EntryCodeReveal({ addressId, jobId, className }: EntryCodeRevealProps) {
  const { t } = useTranslation();
  const reveal = useRevealEntryCode();
  const [shown, setShown] = useState(false);
  const code = shown && reveal.data ? reveal.data.entryCode : undefined;

  const handleShow = () => {
    reveal.mutate({ addressId, jobId }, { onSuccess: () => setShown(true) });
  };
  const handleHide = () => {
    setShown(false);
    reveal.reset();
  };

  return (
    <div className={[styles.reveal, className].filter(Boolean).join(' ')}>
      {code === undefined ? (
        <Button variant="outline" onPress={handleShow} isPending={reveal.isPending}>
          {t('entryCode.show')}
        </Button>
      ) : (
        <>
          <span className={styles.code} aria-label={t('entryCode.label')}>
            {code ?? t('entryCode.none')}
          </span>
          <Button variant="outline" onPress={handleHide}>
            {t('entryCode.hide')}
          </Button>
        </>
      )}
      {reveal.isError ? (
        <span className={styles.error} role="alert">
          {/* A refusal says why (not the visit's day, another team's visit): show its sentence. */}
          {serverMessage(reveal.error, t('entryCode.failed'))}
        </span>
      ) : null}
    </div>
  );
}
