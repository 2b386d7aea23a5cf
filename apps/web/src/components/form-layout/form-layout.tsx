import { Avatar, Button, Form, type FormProps } from '@spotless/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../page-header.tsx';
import styles from './form-layout.module.css';

/** Put on a field of a `FormGrid` that takes the whole row (an e-mail, notes, a switch). */
export const fullRow = styles.full;

export interface FormScreenProps extends Omit<FormProps, 'className'> {
  /**
   * How wide the form may grow: `wide` for forms with many sections (a client and addresses).
   * @default 'narrow'
   */
  width?: 'wide' | 'narrow';
}

/**
 * A form that is the whole screen (new or edit client, user): sections in rows, read-only fields
 * that look set rather than editable, and focus that stays clear of the sticky bars.
 */
export function FormScreen({ width = 'narrow', ...props }: FormScreenProps) {
  return <Form {...props} className={styles.form} data-width={width} />;
}

export interface FormHeaderProps {
  /** The id of the title, for the form's `aria-labelledby`. */
  titleId: string;
  /** "New client", or the name of the record being edited. */
  title: string;
  /** The record's picture beside its name (edit only). */
  avatar?: { name: string; src?: string | null };
  /** After the title ("Inactive", "You"). */
  badges?: ReactNode;
  description?: ReactNode;
  /** At the end of the title row (Delete). */
  actions?: ReactNode;
}

/** The form screen's `h1` row: avatar, name and badges; what the form is for under it. */
export function FormHeader({
  titleId,
  title,
  avatar,
  badges,
  description,
  actions,
}: FormHeaderProps) {
  return (
    <PageHeader
      title={
        <span className={styles.titleRow} id={titleId}>
          {avatar ? <Avatar name={avatar.name} src={avatar.src} size="lg" isDecorative /> : null}
          <span>{title}</span>
          {badges}
        </span>
      }
      description={description}
      actions={actions}
    />
  );
}

export interface FormSectionProps {
  title: string;
  /** What the section's fields are for. */
  description: string;
  children: ReactNode;
}

/** One row of a form screen: what it is about on the left, its fields on the right. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.intro}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionText}>{description}</p>
      </div>
      <div className={styles.fields}>{children}</div>
    </section>
  );
}

/** Fields two to a row (one on a phone); `fullRow` on a field gives it the whole row. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** The form's buttons, kept in reach at the bottom of the window while the form scrolls. */
export function FormFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

export interface FormScreenActionsProps {
  /** The record can only be read: one button back to the list. */
  isReadOnly: boolean;
  /** "Back to clients". */
  backLabel: string;
  /** Leaves the form (through the unsaved-changes guard for Cancel). */
  onBack: () => void;
  /** Cancel: back to the list, asking first when there are unsaved changes. */
  onCancel: () => void;
  /** "Create client" or "Save changes". */
  submitLabel: string;
  isSaving: boolean;
  /** The form may not be sent (the plan's limit is reached). */
  isSubmitDisabled?: boolean;
}

/** The form screen's footer: Cancel and the submit button, or Back when it is read-only. */
export function FormScreenActions({
  isReadOnly,
  backLabel,
  onBack,
  onCancel,
  submitLabel,
  isSaving,
  isSubmitDisabled = false,
}: FormScreenActionsProps) {
  const { t } = useTranslation();
  return (
    <FormFooter>
      {isReadOnly ? (
        <Button variant="outline" onPress={onBack}>
          {backLabel}
        </Button>
      ) : (
        <>
          <Button variant="outline" onPress={onCancel} isDisabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isPending={isSaving} isDisabled={isSubmitDisabled}>
            {submitLabel}
          </Button>
        </>
      )}
    </FormFooter>
  );
}
