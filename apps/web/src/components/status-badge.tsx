import { Badge } from '@spotless/ui';
import { useTranslation } from 'react-i18next';

export interface StatusBadgeProps {
  isActive: boolean;
  className?: string;
}

/** "Active" (green) or "Inactive" (grey), in words as well as colour: lists, forms, dialogs. */
export function StatusBadge({ isActive, className }: StatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant={isActive ? 'success' : 'neutral'} hasDot className={className}>
      {isActive ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
