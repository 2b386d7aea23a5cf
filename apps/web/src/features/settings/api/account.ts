import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

type User = components['schemas']['User'];
type UserUpdate = components['schemas']['UserUpdate'];
type AvatarUpload = components['schemas']['AvatarUpload'];

/** Every user query starts with `'users'`; the signed-in profile is `['users', 'me']`. */
const usersKey = ['users'] as const;

/** Saves the signed-in user's profile through `PUT /users/{id}` (MASTER and ADMIN only). */
export async function updateAccount({ id, body }: { id: string; body: UserUpdate }): Promise<User> {
  return unwrap(api.PUT('/users/{id}', { params: { path: { id } }, body }));
}

export async function uploadAccountAvatar({ id, file }: { id: string; file: File }): Promise<User> {
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

/** `POST /password-resets/request`: the answer is the same whether or not the e-mail is known. */
export async function requestPasswordReset(email: string): Promise<void> {
  await unwrap(api.POST('/password-resets/request', { body: { email } }));
}

/** Profile changes refresh every user query: the sidebar's name and avatar follow at once. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useUploadAccountAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAccountAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
