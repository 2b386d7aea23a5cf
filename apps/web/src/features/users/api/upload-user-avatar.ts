import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { User } from './get-users.ts';
import { userKeys } from './user-keys.ts';

type AvatarUpload = components['schemas']['AvatarUpload'];

/** Replaces a user's avatar (multipart field `file`: PNG, JPEG or WebP, at most 2 MB). */
export async function uploadUserAvatar({ id, file }: { id: string; file: File }): Promise<User> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(
    api.POST('/users/{id}/avatar', {
      params: { path: { id } },
      body: form as unknown as AvatarUpload,
      bodySerializer: (body) => body,
    }),
  );
}

export function useUploadUserAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadUserAvatar,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
