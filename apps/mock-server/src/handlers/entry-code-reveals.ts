// The entry-code vault: reads carry only `hasEntryCode`; the code itself is answered here, to those
// who may see it at that moment, and every reveal is logged for the client's page.
import { HttpResponse } from 'msw';
import { instantOf, todayIn, toZonedIso } from '../db/dates.ts';
import type { AddressRecord, EntryCodeRevealRecord, JobRecord, UserRecord } from '../db/schema.ts';
import { cleanerSeesJob, ownRecord, requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { ApiError, invalidField } from './errors.ts';
import {
  entryCodeRevealRequestSchema,
  idParamSchema,
  listEntryCodeRevealsQuerySchema,
} from './request-schemas.ts';
import { addressSummary, type EntryCode, type EntryCodeReveal } from './serializers.ts';
import { parseWith, readJsonBody, readQuery } from './validation.ts';

const billingRefused = () =>
  new ApiError(403, 'FORBIDDEN', 'Billing users cannot see entry codes.');
const notTheVisitDay = () =>
  new ApiError(
    403,
    'FORBIDDEN',
    "A cleaner can see an entry code only on the day of their team's visit to the address.",
  );

export function entryCodeRevealsHandlers(context: ApiContext) {
  const { db } = context;
  const zoneOf = (organizationId: string) =>
    db.organizations.get(organizationId)?.timeZone ?? 'UTC';

  /** The job `jobId` names, when it is a job at the address; a 400 on `jobId` otherwise. */
  const visitAt = (user: UserRecord, address: AddressRecord, jobId: string) => {
    const job = db.jobs.get(jobId);
    if (!job || job.organizationId !== user.organizationId || job.addressId !== address.id) {
      throw invalidField('jobId', 'Not a visit at this address');
    }
    return job;
  };

  const describe = (reveal: EntryCodeRevealRecord, zone: string): EntryCodeReveal => {
    const address = db.addresses.get(reveal.addressId);
    return {
      id: reveal.id,
      revealedAt: toZonedIso(instantOf(reveal.revealedAt), zone),
      user: { id: reveal.userId, name: reveal.userName },
      addressId: reveal.addressId,
      address: address ? addressSummary(address, db) : null,
      job:
        reveal.jobId === null || reveal.jobDate === null
          ? null
          : { id: reveal.jobId, date: reveal.jobDate },
    };
  };

  return [
    operation<{ id: string }>(
      context,
      'post',
      '/addresses/:id/entry-code-reveals',
      'revealEntryCode',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        const id = parseWith(idParamSchema, params.id, 'id');
        const input = await readJsonBody(request, entryCodeRevealRequestSchema);
        const { entryCode } = await db.state.write(async () => {
          const address = ownRecord(user, db.addresses.get(id));
          const client = ownRecord(user, db.clients.get(address.clientId));
          if (user.role === 'BILLING') throw billingRefused();
          let job: JobRecord | null = null;
          if (user.role === 'CLEANER') {
            // Any visit that is not their team's, here, today and going ahead answers the same.
            const visit = input.jobId ? db.jobs.get(input.jobId) : undefined;
            const today = todayIn(zoneOf(user.organizationId), context.now());
            if (
              !visit ||
              visit.organizationId !== user.organizationId ||
              visit.addressId !== address.id ||
              !cleanerSeesJob(user, visit) ||
              visit.status === 'CANCELLED' ||
              visit.date !== today
            ) {
              throw notTheVisitDay();
            }
            job = visit;
          } else {
            requireRole(user, 'MASTER', 'ADMIN');
            job = input.jobId ? visitAt(user, address, input.jobId) : null;
          }
          await db.entryCodeReveals.insert({
            id: crypto.randomUUID(),
            organizationId: user.organizationId,
            clientId: client.id,
            addressId: address.id,
            userId: user.id,
            userName: `${user.firstName} ${user.lastName}`,
            jobId: job ? job.id : null,
            jobDate: job ? job.date : null,
            revealedAt: new Date(context.now()).toISOString(),
          });
          return { entryCode: address.entryCode };
        });
        return HttpResponse.json<EntryCode>(
          { entryCode },
          // The code must not stay in a browser's or a proxy's cache.
          { headers: { 'Cache-Control': 'no-store' } },
        );
      },
    ),

    operation<{ id: string }>(
      context,
      'get',
      '/clients/:id/entry-code-reveals',
      'listEntryCodeReveals',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        const query = readQuery(request, listEntryCodeRevealsQuerySchema);
        const client = ownRecord(user, db.clients.get(id));
        // Newest first; reveals of the same instant in the reverse of the order they were made.
        const reveals = db.entryCodeReveals
          .list('clientId', client.id)
          .reverse()
          .sort((a, b) => b.revealedAt.localeCompare(a.revealedAt));
        const zone = zoneOf(user.organizationId);
        return HttpResponse.json<EntryCodeReveal[]>(
          reveals.slice(query.offset, query.offset + query.limit).map((r) => describe(r, zone)),
          { headers: { 'X-Total-Count': String(reveals.length) } },
        );
      },
    ),
  ];
}
