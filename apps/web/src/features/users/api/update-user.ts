import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { User } from './get-users.ts';
import { userKeys } from './user-keys.ts';

export type UserUpdate = components['schemas']['UserUpdate'];

/** Replaces a user's fields (JSON, without `photoUrl`: the avatar has its own call). */
export async function updateUser({ id, body }: { id: string; body: UserUpdate }): Promise<User> {
  return unwrap(api.PUT('/users/{id}', { params: { path: { id } }, body }));
}

/** Updates a user; every user query (the signed-in profile too) is refreshed after it. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
