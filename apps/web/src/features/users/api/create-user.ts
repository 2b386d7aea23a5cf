import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getOrganizationQueryOptions } from '../../../api/organization.ts';
import type { User } from './get-users.ts';
import { userKeys } from './user-keys.ts';

type UserCreateForm = components['schemas']['UserCreateForm'];

/**
 * Creates a user from the multipart body `toUserCreateFormData` builds (every non-null field as
 * text, plus the optional avatar `file`). The server e-mails the new user a create-password link.
 */
export async function createUser(form: FormData): Promise<User> {
  return unwrap(
    api.POST('/users', {
      // The contract's multipart body is a FormData; openapi-fetch must send it untouched (the
      // browser then writes the multipart boundary into Content-Type).
      body: form as unknown as UserCreateForm,
      bodySerializer: (body) => body,
    }),
  );
}

/** Creates a user; the user lists and the plan usage (users count) are refreshed after it. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists }),
        queryClient.invalidateQueries(getOrganizationQueryOptions()),
      ]);
    },
  });
}
