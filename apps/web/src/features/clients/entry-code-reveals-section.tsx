import { Button, Skeleton } from '@spotless/ui';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-layout/form-layout.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useOrganization } from '../../api/organization.ts';
import type { EntryCodeRevealEntry } from '../../api/entry-codes.ts';
import { useEntryCodeReveals } from './api/get-entry-code-reveals.ts';
import { formatAddress, visitDate } from './client-display.ts';
import styles from './entry-code-reveals-section.module.css';
import sectionStyles from './client-section.module.css';

function RevealsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.list} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {['12rem', '15rem', '10rem'].map((width) => (
        <div key={width} className={styles.entry}>
          <Skeleton shape="text" width={width} />
          <Skeleton shape="text" width="14rem" />
        </div>
      ))}
    </div>
  );
}

interface RevealRowProps {
  reveal: EntryCodeRevealEntry;
  when: Intl.DateTimeFormat;
  locale: string;
}

function RevealRow({ reveal, when, locale }: RevealRowProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.entry}>
      <p className={styles.head}>
        <span className={styles.who}>{reveal.user.name}</span>
        <time dateTime={reveal.revealedAt} className={styles.when}>
          {when.format(new Date(reveal.revealedAt))}
        </time>
      </p>
      <p className={styles.meta}>
        <span>
          {reveal.address ? formatAddress(reveal.address) : t('clients.reveals.deletedAddress')}
        </span>
        <span>
          {reveal.job
            ? t('clients.reveals.fromVisit', { date: visitDate(reveal.job.date, locale) })
            : t('clients.reveals.outsideVisit')}
        </span>
      </p>
    </li>
  );
}

export interface EntryCodeRevealsSectionProps {
  /** The client whose log is listed. */
  clientId: string;
}

/**
 * Who revealed the client's entry codes (`GET /clients/{id}/entry-code-reveals`), newest first:
 * each entry with the user, the time in the organisation's zone, the address and the visit it
 * was revealed from, or `Outside a visit`; `Show more` reads the next page. MASTER and ADMIN only.
 */
export function EntryCodeRevealsSection({ clientId }: EntryCodeRevealsSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const timeZone = useOrganization().data?.timeZone;
  const reveals = useEntryCodeReveals(clientId);
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

  let content;
  if (reveals.isPending) {
    content = <RevealsSkeleton label={t('clients.reveals.loading')} />;
  } else if (reveals.isError) {
    content = (
      <LoadError
        title={t('clients.reveals.loadError')}
        error={reveals.error}
        onRetry={() => void reveals.refetch()}
        isRetrying={reveals.isFetching}
        headingLevel={3}
        className={sectionStyles.error}
      />
    );
  } else {
    const entries = reveals.data.pages.flatMap((page) => page.items);
    const total = reveals.data.pages.at(-1)?.total ?? entries.length;
    content =
      entries.length === 0 ? (
        <p className={sectionStyles.empty}>{t('clients.reveals.empty')}</p>
      ) : (
        <>
          <ol className={styles.list} aria-label={t('clients.reveals.title')}>
            {entries.map((reveal) => (
              <RevealRow key={reveal.id} reveal={reveal} when={when} locale={locale} />
            ))}
          </ol>
          {reveals.hasNextPage ? (
            <div className={styles.more}>
              <span className={styles.count}>
                {t('clients.reveals.shown', {
                  shown: new Intl.NumberFormat(locale).format(entries.length),
                  count: total,
                  total: new Intl.NumberFormat(locale).format(total),
                })}
              </span>
              <Button
                variant="outline"
                onPress={() => void reveals.fetchNextPage()}
                isPending={reveals.isFetchingNextPage}
              >
                {t('clients.reveals.more')}
              </Button>
            </div>
          ) : null}
        </>
      );
  }

  return (
    <FormSection title={t('clients.reveals.title')} description={t('clients.reveals.help')}>
      {content}
    </FormSection>
  );
}
