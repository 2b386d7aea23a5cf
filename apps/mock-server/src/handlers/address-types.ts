import { HttpResponse } from 'msw';
import { nameKey } from '../db/db.ts';
import type { AddressTypeRecord } from '../db/schema.ts';
import { UniqueConstraintError } from '../db/table.ts';
import { ownRecord, requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { conflict, forbidden } from './errors.ts';
import { addressTypeInputSchema, idParamSchema, isActiveQuerySchema } from './request-schemas.ts';
import { toAddressType, type AddressType } from './serializers.ts';
import { parseWith, readJsonBody, readQuery } from './validation.ts';

const nameTaken = () => conflict('An address type with this name already exists.', 'name');

export function addressTypesHandlers(context: ApiContext) {
  const { db } = context;
  const answer = (addressType: AddressTypeRecord, status = 200) =>
    HttpResponse.json<AddressType>(toAddressType(addressType), { status });

  return [
    operation(context, 'get', '/address-types', 'listAddressTypes', async ({ request }) => {
      const user = await requireUser(context, request);
      const { isActive } = readQuery(request, isActiveQuerySchema);
      const addressTypes = db.addressTypes
        .list('organizationId', user.organizationId)
        .filter((addressType) => isActive === undefined || addressType.isActive === isActive)
        .sort(
          (a, b) =>
            a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1),
        );
      return HttpResponse.json<AddressType[]>(addressTypes.map(toAddressType));
    }),

    operation(context, 'post', '/address-types', 'createAddressType', async ({ request }) => {
      const user = await requireUser(context, request);
      requireRole(user, 'MASTER', 'ADMIN');
      const input = await readJsonBody(request, addressTypeInputSchema);
      const addressType = await db.state.write(async () => {
        if (db.addressTypes.isTaken('name', nameKey(user.organizationId, input.name))) {
          throw nameTaken();
        }
        const time = new Date(context.now()).toISOString();
        return db.addressTypes.insert({
          id: crypto.randomUUID(),
          organizationId: user.organizationId,
          name: input.name.trim(),
          description: input.description ?? null,
          isActive: input.isActive,
          createdAt: time,
          updatedAt: time,
        });
      });
      return answer(addressType, 201);
    }),

    operation<{ id: string }>(
      context,
      'put',
      '/address-types/:id',
      'updateAddressType',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        const input = await readJsonBody(request, addressTypeInputSchema);
        const addressType = await db.state.write(async () => {
          const current = ownRecord(user, db.addressTypes.get(id));
          if (
            db.addressTypes.isTaken('name', nameKey(current.organizationId, input.name), current.id)
          ) {
            throw nameTaken();
          }
          return db.addressTypes
            .update(current.id, (draft) => {
              draft.name = input.name.trim();
              draft.description = input.description ?? null;
              draft.isActive = input.isActive;
              draft.updatedAt = new Date(context.now()).toISOString();
            })
            .catch((error: unknown) => {
              throw error instanceof UniqueConstraintError ? nameTaken() : error;
            });
        });
        if (!addressType) throw forbidden();
        return answer(addressType);
      },
    ),

    operation<{ id: string }>(
      context,
      'delete',
      '/address-types/:id',
      'deleteAddressType',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        await db.state.write(() => {
          const addressType = ownRecord(user, db.addressTypes.get(id));
          // Active or not, an address never loses its type silently.
          if (db.addresses.count('addressTypeId', addressType.id) > 0) {
            throw conflict(
              'An address type that addresses use cannot be deleted; deactivate it instead.',
            );
          }
          db.addressTypes.delete(addressType.id);
        });
        return new HttpResponse(null, { status: 204 });
      },
    ),
  ];
}
