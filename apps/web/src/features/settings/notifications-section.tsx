import { useTranslation } from 'react-i18next';
import { KeyIcon, MailIcon } from '../../components/icons.tsx';
import { SettingsCard, SettingsPanel } from './settings-panel.tsx';
import styles from './info-sections.module.css';

const emails = [
  { id: 'createPassword', icon: <MailIcon /> },
  { id: 'resetPassword', icon: <KeyIcon /> },
] as const;

/**
 * Settings > Notifications, as they are: the two e-mails Spotless sends, what triggers them and
 * who gets them. Both are part of signing in and can't be turned off, so there are no switches
 * (a switch that changes nothing would be a lie).
 */
export function NotificationsSection() {
  const { t } = useTranslation();
  return (
    <SettingsPanel
      title={t('settings.sections.notifications.title')}
      description={t('settings.sections.notifications.description')}
    >
      <SettingsCard
        title={t('settings.notifications.emailsTitle')}
        description={t('settings.notifications.emailsHelp')}
      >
        <ul className={styles.emails}>
          {emails.map(({ id, icon }) => (
            <li key={id} className={styles.email}>
              <span className={styles.emailIcon} aria-hidden="true">
                {icon}
              </span>
              <div className={styles.emailBody}>
                <h4 className={styles.emailTitle}>{t(`settings.notifications.${id}.title`)}</h4>
                <p className={styles.text}>{t(`settings.notifications.${id}.when`)}</p>
                <dl className={styles.emailFacts}>
                  <div>
                    <dt>{t('settings.notifications.to')}</dt>
                    <dd>{t(`settings.notifications.${id}.to`)}</dd>
                  </div>
                  <div>
                    <dt>{t('settings.notifications.link')}</dt>
                    <dd>{t('settings.notifications.linkRule')}</dd>
                  </div>
                </dl>
              </div>
              <span className={styles.always}>{t('settings.notifications.always')}</span>
            </li>
          ))}
        </ul>
      </SettingsCard>
      <p className={styles.footnote}>{t('settings.notifications.nothingElse')}</p>
    </SettingsPanel>
  );
}
