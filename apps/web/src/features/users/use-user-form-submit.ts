import { showToast } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { listLocation } from '../../lib/list-location.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useCreateUser } from './api/create-user.ts';
import type { User } from './api/get-users.ts';
import { useUpdateUser } from './api/update-user.ts';
import { useUploadUserAvatar } from './api/upload-user-avatar.ts';
import { userErrorCodes } from './user-errors.ts';
import {
  fullName,
  isUserFormField,
  toUserCreateFormData,
  toUserUpdate,
  userFormValues,
  type UserFormValues,
} from './user-form-values.ts';

export interface UseUserFormSubmitOptions {
  /** The stored user; a new user when left out. */
  user?: User;
  form: UseFormReturn<UserFormValues>;
  /** The photo chosen, sent with a new user and after the fields of an edited one. */
  file: File | null;
}

/**
 * Sends the user form: creates the user (fields and photo in one multipart call), or saves the
 * fields and then the photo; then back to the list. Nothing typed is lost on a failure.
 */
export function useUserFormSubmit({ user, form, file }: UseUserFormSubmitOptions) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const upload = useUploadUserAvatar();
  const isNew = user == null;
  const failureTitle = isNew ? t('users.form.createFailedTitle') : t('users.form.saveFailedTitle');
  const failure = {
    title: failureTitle,
    fallback: isNew ? t('users.form.createFailed') : t('users.form.saveFailed'),
    codes: userErrorCodes,
    // A taken login or e-mail lands under its field, from the answer's details.
    form: { setError: form.setError, fields: isUserFormField },
    checkFields: t('users.form.checkFields'),
  };
  const backToList = () => navigate(listLocation('/users'));

  const handleValid = async (values: UserFormValues) => {
    if (user == null) {
      const created = await submitForm(
        () => create.mutateAsync(toUserCreateFormData(values, file)),
        {
          ...failure,
          success: (saved) => ({
            title: t('users.form.createdTitle'),
            description: t('users.form.created', { name: fullName(saved), email: saved.email }),
          }),
        },
      );
      if (created.ok) backToList();
      return;
    }
    const saved = await submitForm(
      () => update.mutateAsync({ id: user.id, body: toUserUpdate(values) }),
      failure,
    );
    if (!saved.ok) return;
    if (file) {
      const photo = await submitForm(() => upload.mutateAsync({ id: user.id, file }), {
        title: t('users.form.photoFailedTitle'),
        fallback: t('users.form.photoFailed'),
        codes: userErrorCodes,
      });
      if (!photo.ok) {
        // The profile is saved; only the photo failed. Stay, with the file still chosen.
        form.reset(userFormValues(saved.data));
        return;
      }
    }
    showToast({
      title: t('users.form.savedTitle'),
      description: t('users.form.saved', { name: fullName(saved.data) }),
      variant: 'success',
    });
    backToList();
  };

  const handleInvalid = () => {
    showToast({
      title: failureTitle,
      description: t('users.form.checkFields'),
      variant: 'destructive',
    });
  };

  const isSaving = create.isPending || update.isPending || upload.isPending;
  return { handleValid, handleInvalid, isSaving };
}
