import { http, HttpResponse } from 'msw';
import { fromBase64Url, toBase64Url } from '../auth/encoding.ts';
import { normalizeEmail, normalizeLogin, type Db } from '../db/db.ts';
import { plans } from '../db/plans.ts';
import type { UserRecord } from '../db/schema.ts';
import { UniqueConstraintError } from '../db/table.ts';
import { ownRecord, requireRole, requireUserManager } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import {
  conflict,
  emailTaken,
  forbidden,
  invalidField,
  loginTaken,
  planLimitReached,
} from './errors.ts';
import { sendPasswordLink } from './password-resets.ts';
import {
  idParamSchema,
  listUsersQuerySchema,
  userCreateFormSchema,
  userUpdateSchema,
} from './request-schemas.ts';
import { toCurrentUser, toUser, type CurrentUser, type User } from './serializers.ts';
import {
  formFields,
  parseWith,
  readAvatarFile,
  readFormData,
  readJsonBody,
  readQuery,
  type ImageType,
} from './validation.ts';

const lastMaster = () => conflict('The organisation needs at least one active MASTER user.');

/** Whether the user is the only active MASTER of their organisation. */
function isLastActiveMaster(db: Db, user: UserRecord): boolean {
  if (user.role !== 'MASTER' || !user.isActive) return false;
  return !db.users
    .list('organizationId', user.organizationId)
    .some((other) => other.id !== user.id && other.role === 'MASTER' && other.isActive);
}

/** A default team must be a team of the organisation, and active when it is given. */
function checkDefaultTeam(
  db: Db,
  organizationId: string,
  teamId: string | null,
  current?: string | null,
) {
  if (teamId === null || teamId === current) return;
  const team = db.teams.get(teamId);
  if (!team || team.organizationId !== organizationId) {
    throw invalidField('defaultTeamId', 'No such team in your organisation');
  }
  if (!team.isActive) throw invalidField('defaultTeamId', 'This team is inactive');
}

function uniqueConflict(error: unknown): never {
  if (error instanceof UniqueConstraintError) {
    throw error.constraint === 'login' ? loginTaken() : emailTaken();
  }
  throw error;
}

function checkUnique(db: Db, login: string, email: string, exceptId?: string): void {
  if (db.users.isTaken('login', normalizeLogin(login), exceptId)) throw loginTaken();
  if (db.users.isTaken('email', normalizeEmail(email), exceptId)) throw emailTaken();
}

async function storeAvatar(
  db: Db,
  userId: string,
  image: { contentType: ImageType; bytes: Uint8Array },
  now: number,
): Promise<string> {
  // One avatar per user: the previous image goes.
  for (const old of db.avatars.list('userId', userId)) db.avatars.delete(old.id);
  const avatar = await db.avatars.insert({
    id: crypto.randomUUID(),
    userId,
    contentType: image.contentType,
    data: toBase64Url(image.bytes),
    size: image.bytes.byteLength,
    createdAt: new Date(now).toISOString(),
  });
  return avatar.id;
}

const userSorts = {
  firstName: (u: UserRecord) => u.firstName.toLowerCase(),
  lastName: (u: UserRecord) => u.lastName.toLowerCase(),
  email: (u: UserRecord) => u.email.toLowerCase(),
  login: (u: UserRecord) => u.login.toLowerCase(),
  role: (u: UserRecord) => u.role,
  createdAt: (u: UserRecord) => u.createdAt,
  // Never signed in sorts first.
  lastLoginAt: (u: UserRecord) => u.lastLoginAt ?? '',
} as const;

export function usersHandlers(context: ApiContext) {
  const { db } = context;
  const answer = (request: Request, user: UserRecord, status = 200) =>
    HttpResponse.json<User>(toUser(user, db, context.apiBase(request)), { status });

  return [
    operation(context, 'get', '/users/me', 'getCurrentUser', async ({ request }) => {
      const user = await requireUser(context, request);
      return HttpResponse.json<CurrentUser>(toCurrentUser(user, context.apiBase(request)));
    }),

    operation(context, 'get', '/users', 'listUsers', async ({ request }) => {
      const caller = await requireUser(context, request);
      requireRole(caller, 'MASTER', 'ADMIN', 'BILLING');
      const query = readQuery(request, listUsersQuerySchema);
      const needle = query.q?.trim().toLowerCase() ?? '';
      const matches = db.users.list('organizationId', caller.organizationId).filter((user) => {
        if (query.isActive !== undefined && user.isActive !== query.isActive) return false;
        if (!needle) return true;
        return [
          user.firstName,
          user.lastName,
          `${user.firstName} ${user.lastName}`,
          user.email,
          user.login,
        ].some((value) => value.toLowerCase().includes(needle));
      });
      const key = userSorts[query.sort];
      const direction = query.order === 'desc' ? -1 : 1;
      matches.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1) * direction;
      });
      const page = matches.slice(query.offset, query.offset + query.limit);
      return HttpResponse.json<User[]>(
        page.map((user) => toUser(user, db, context.apiBase(request))),
        { headers: { 'X-Total-Count': String(matches.length) } },
      );
    }),

    operation(context, 'post', '/users', 'createUser', async ({ request }) => {
      const caller = await requireUser(context, request);
      requireRole(caller, 'MASTER', 'ADMIN');
      const form = await readFormData(request);
      const fields = parseWith(userCreateFormSchema, formFields(form, ['isDriver', 'isActive']));
      if (fields.role === 'MASTER' && caller.role !== 'MASTER') throw forbidden();
      const file = form.get('file');
      const image = file === null || file === '' ? null : await readAvatarFile(file);

      const created = await db.state.write(async () => {
        const organization = db.organizations.get(caller.organizationId);
        if (!organization) throw forbidden();
        const count = db.users.count('organizationId', organization.id);
        if (count >= plans[organization.planCode].maxUsers) throw planLimitReached('users');
        checkUnique(db, fields.login, fields.email);
        checkDefaultTeam(db, organization.id, fields.defaultTeamId ?? null);

        const time = new Date(context.now()).toISOString();
        const id = crypto.randomUUID();
        const user = await db.users
          .insert({
            id,
            organizationId: organization.id,
            role: fields.role,
            firstName: fields.firstName,
            lastName: fields.lastName,
            email: fields.email.trim(),
            phone: fields.phone ?? null,
            login: fields.login,
            avatarId: null,
            isDriver: fields.isDriver,
            isActive: fields.isActive,
            defaultTeamId: fields.defaultTeamId ?? null,
            // No password until the user follows the e-mailed link.
            passwordHash: null,
            lastLoginAt: null,
            lastPasswordResetAt: null,
            createdAt: time,
            updatedAt: time,
          })
          .catch(uniqueConflict);
        let result = user;
        if (image) {
          const avatarId = await storeAvatar(db, id, image, context.now());
          result = (await db.users.update(id, (draft) => void (draft.avatarId = avatarId))) ?? user;
        }
        await sendPasswordLink(context, request, result, 'create');
        return result;
      });
      return answer(request, created, 201);
    }),

    operation<{ id: string }>(
      context,
      'get',
      '/users/:id',
      'getUser',
      async ({ request, params }) => {
        const caller = await requireUser(context, request);
        requireRole(caller, 'MASTER', 'ADMIN', 'BILLING');
        const id = parseWith(idParamSchema, params.id, 'id');
        return answer(request, ownRecord(caller, db.users.get(id)));
      },
    ),

    operation<{ id: string }>(
      context,
      'put',
      '/users/:id',
      'updateUser',
      async ({ request, params }) => {
        const caller = await requireUser(context, request);
        requireRole(caller, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        const fields = await readJsonBody(request, userUpdateSchema);

        const updated = await db.state.write(async () => {
          const target = ownRecord(caller, db.users.get(id));
          requireUserManager(caller, target);
          if (fields.role === 'MASTER' && target.role !== 'MASTER' && caller.role !== 'MASTER') {
            throw forbidden();
          }
          checkUnique(db, fields.login, fields.email, target.id);
          checkDefaultTeam(
            db,
            target.organizationId,
            fields.defaultTeamId ?? null,
            target.defaultTeamId,
          );
          const staysMaster = fields.role === 'MASTER' && fields.isActive;
          if (!staysMaster && isLastActiveMaster(db, target)) throw lastMaster();

          return db.users
            .update(target.id, (draft) => {
              draft.role = fields.role;
              draft.firstName = fields.firstName;
              draft.lastName = fields.lastName;
              draft.email = fields.email.trim();
              draft.phone = fields.phone ?? null;
              draft.login = fields.login;
              draft.isDriver = fields.isDriver;
              draft.isActive = fields.isActive;
              draft.defaultTeamId = fields.defaultTeamId ?? null;
              draft.updatedAt = new Date(context.now()).toISOString();
            })
            .catch(uniqueConflict);
        });
        if (!updated) throw forbidden();
        return answer(request, updated);
      },
    ),

    operation<{ id: string }>(
      context,
      'delete',
      '/users/:id',
      'deleteUser',
      async ({ request, params }) => {
        const caller = await requireUser(context, request);
        requireRole(caller, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        await db.state.write(async () => {
          const target = ownRecord(caller, db.users.get(id));
          requireUserManager(caller, target);
          if (target.id === caller.id) throw conflict('You cannot delete your own account.');
          if (isLastActiveMaster(db, target)) throw lastMaster();

          // Deleting the refresh tokens ends every session; the access tokens fail with the user.
          for (const token of db.refreshTokens.list('userId', target.id))
            db.refreshTokens.delete(token.id);
          for (const token of db.passwordTokens.list('userId', target.id))
            db.passwordTokens.delete(token.id);
          for (const avatar of db.avatars.list('userId', target.id)) db.avatars.delete(avatar.id);
          for (const feed of db.calendarFeeds.list('userId', target.id)) {
            db.calendarFeeds.delete(feed.id);
          }
          // Jobs they created stay, without a creator.
          for (const job of db.jobs.list('createdById', target.id)) {
            await db.jobs.update(job.id, (draft) => void (draft.createdById = null));
          }
          db.users.delete(target.id);
        });
        return new HttpResponse(null, { status: 204 });
      },
    ),

    operation<{ id: string }>(
      context,
      'post',
      '/users/:id/avatar',
      'uploadUserAvatar',
      async ({ request, params }) => {
        const caller = await requireUser(context, request);
        requireRole(caller, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        const target = ownRecord(caller, db.users.get(id));
        requireUserManager(caller, target);
        const form = await readFormData(request);
        const image = await readAvatarFile(form.get('file'));
        const updated = await db.state.write(async () => {
          if (!db.users.get(target.id)) throw forbidden();
          const avatarId = await storeAvatar(db, target.id, image, context.now());
          return db.users.update(target.id, (draft) => {
            draft.avatarId = avatarId;
            draft.updatedAt = new Date(context.now()).toISOString();
          });
        });
        if (!updated) throw forbidden();
        return answer(request, updated);
      },
    ),

    operation<{ id: string }>(
      context,
      'post',
      '/users/:id/reset-password',
      'sendUserPasswordReset',
      async ({ request, params }) => {
        const caller = await requireUser(context, request);
        requireRole(caller, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        await db.state.write(async () => {
          const target = ownRecord(caller, db.users.get(id));
          requireUserManager(caller, target);
          await sendPasswordLink(context, request, target, 'reset');
        });
        return new HttpResponse(null, { status: 202 });
      },
    ),

    // Not a contract operation: where `photoUrl` points. No token, as an <img> sends none; the
    // ids are random and unguessable.
    http.get(context.url('/avatars/:id'), ({ params }) => {
      const avatar = typeof params.id === 'string' ? db.avatars.get(params.id) : undefined;
      const bytes = avatar ? fromBase64Url(avatar.data) : null;
      if (!avatar || !bytes) {
        return HttpResponse.json({ message: 'Not found.', code: 'NOT_FOUND' }, { status: 404 });
      }
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': avatar.contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
  ];
}
