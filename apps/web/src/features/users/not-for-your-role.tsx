import { Button, EmptyState } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ListPage } from '../../components/list-page/index.ts';
import { LockIcon } from '../../components/icons.tsx';

/**
 * What a CLEANER finds on the user screens if they type the address: staff administration is not
 * part of their role (the API answers 403, and the sidebar does not offer it), so the screen says
 * so plainly instead of showing an error.
 */
export function NotForYourRole() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <ListPage title={t('users.list.title')}>
      <EmptyState
        headingLevel={2}
        icon={<LockIcon />}
        title={t('users.noAccess.title')}
        description={t('users.noAccess.description')}
        action={
          <Button variant="outline" onPress={() => navigate('/')}>
            {t('users.noAccess.back')}
          </Button>
        }
      />
    </ListPage>
  );
}
