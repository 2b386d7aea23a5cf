// Business rules: job references and status changes, address lists, users and teams, plan
// limits when creates race.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobStatus } from '../src/db/schema.ts';
import {
  clientInputOf,
  fixtures,
  jobInputOf,
  newJobBody,
  startTestApi,
  type Answer,
  type TestApi,
} from './http.ts';

let t: TestApi;
let f: ReturnType<typeof fixtures>;
let master: string;

beforeEach(async () => {
  t = await startTestApi();
  f = fixtures(t.db);
  master = await t.tokenOf('master');
});

afterEach(async () => {
  await t.api.close();
});

const fields = (answer: Answer) =>
  (answer.body as { details?: { field: string; message: string }[] }).details ?? [];

describe('jobs', () => {
  it('needs the address of the client, and an active address, team and job type', async () => {
    const body = newJobBody(t.db, f.sparkle.id);
    const other = t.db.clients
      .list('organizationId', f.sparkle.id)
      .find((client) => client.id !== body.clientId)!;
    const wrongAddress = await t.call('POST', '/jobs', {
      token: master,
      body: { ...body, clientId: other.id },
    });
    expect(fields(wrongAddress)).toEqual([
      { field: 'addressId', message: 'The address does not belong to this client' },
    ]);

    const inactiveTeam = f.teamsOf(f.sparkle.id).find((team) => !team.isActive)!;
    const answer = await t.call('POST', '/jobs', {
      token: master,
      body: { ...body, teamId: inactiveTeam.id },
    });
    expect(fields(answer)).toEqual([{ field: 'teamId', message: 'This team is inactive' }]);

    const jobType = t.db.jobTypes.get(body.jobTypeId!)!;
    await t.call('PUT', `/job-types/${jobType.id}`, {
      token: master,
      body: { name: jobType.name, isActive: false },
    });
    const inactiveType = await t.call('POST', '/jobs', { token: master, body });
    expect(fields(inactiveType).map((d) => d.field)).toContain('jobTypeId');
  });

  it('keeps a team deactivated later, so updates of its jobs still pass', async () => {
    const job = f.jobOf(f.sparkle.id, (candidate) => candidate.status === 'SCHEDULED');
    await t.call('PATCH', `/teams/${job.teamId}`, { token: master, body: { isActive: false } });
    const updated = await t.call('PUT', `/jobs/${job.id}`, {
      token: master,
      body: { ...jobInputOf(job), otherInformation: 'Gate code changed.' },
    });
    expect(updated.status).toBe(200);
    // Moving a job onto the inactive team is refused.
    const other = f.jobOf(f.sparkle.id, (c) => c.status === 'SCHEDULED' && c.teamId !== job.teamId);
    const moved = await t.call('PUT', `/jobs/${other.id}`, {
      token: master,
      body: { ...jobInputOf(other), teamId: job.teamId },
    });
    expect(fields(moved)).toEqual([{ field: 'teamId', message: 'This team is inactive' }]);
  });

  const statuses: JobStatus[] = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'];
  const allowed: Record<JobStatus, JobStatus[]> = {
    SCHEDULED: ['SCHEDULED', 'IN_PROGRESS', 'CANCELLED'],
    IN_PROGRESS: ['IN_PROGRESS', 'COMPLETED', 'CANCELLED'],
    COMPLETED: ['COMPLETED'],
    CANCELLED: ['CANCELLED'],
  };

  it.each(statuses)('moves a %s job only along the allowed changes', async (from) => {
    for (const to of statuses) {
      const job = f.jobOf(f.sparkle.id, (candidate) => candidate.status === from);
      const answer = await t.call('PUT', `/jobs/${job.id}`, {
        token: master,
        body: {
          ...jobInputOf(job),
          status: to,
          cancelReason: to === 'CANCELLED' ? 'Client is sick.' : job.cancelReason,
        },
      });
      if (allowed[from].includes(to)) {
        expect(answer.status, `${from} → ${to}`).toBe(200);
        // Put it back for the next target (only possible by recreating: the change may be final).
        if (to !== from)
          await t.api.db.jobs.update(job.id, (draft) => Object.assign(draft, { status: from }));
      } else {
        expect(answer.status, `${from} → ${to}`).toBe(409);
        const message = `A job cannot move from ${from} to ${to}.`;
        expect(answer.body).toEqual({
          message,
          code: 'CONFLICT',
          details: [{ field: 'status', message }],
        });
      }
    }
  });

  it('lets a cleaner start and finish their own jobs, one step at a time', async () => {
    const cleaner = await t.tokenOf('cleaner');
    const team = f.user('cleaner').defaultTeamId;
    const job = f.jobOf(f.sparkle.id, (c) => c.teamId === team && c.status === 'SCHEDULED');
    const skip = await t.call('PUT', `/jobs/${job.id}`, {
      token: cleaner,
      body: { ...jobInputOf(job), status: 'COMPLETED' },
    });
    expect(skip.status).toBe(409);
    const start = await t.call('PUT', `/jobs/${job.id}`, {
      token: cleaner,
      body: { ...jobInputOf(job), status: 'IN_PROGRESS', trackedStartTime: '09:01' },
    });
    expect(start.status).toBe(200);
    const finish = await t.call('PUT', `/jobs/${job.id}`, {
      token: cleaner,
      body: { ...jobInputOf(t.db.jobs.get(job.id)!), status: 'COMPLETED', trackedEndTime: '08:00' },
    });
    expect(fields(finish)).toEqual([
      { field: 'trackedEndTime', message: 'The end must not be before the start' },
    ]);
    // Completed in the second it was started: done in no time, not refused.
    const instant = await t.call('PUT', `/jobs/${job.id}`, {
      token: cleaner,
      body: { ...jobInputOf(t.db.jobs.get(job.id)!), status: 'COMPLETED', trackedEndTime: '09:01' },
    });
    expect(instant.status).toBe(200);
    const done = await t.call('PUT', `/jobs/${job.id}`, {
      token: cleaner,
      body: {
        ...jobInputOf(t.db.jobs.get(job.id)!),
        status: 'COMPLETED',
        trackedEndTime: '11:15:30',
      },
    });
    expect(done.body).toMatchObject({
      status: 'COMPLETED',
      trackedStartTime: '09:01',
      trackedEndTime: '11:15:30',
    });
    const back = await t.call('PUT', `/jobs/${job.id}`, {
      token: cleaner,
      body: { ...jobInputOf(t.db.jobs.get(job.id)!), status: 'SCHEDULED' },
    });
    expect(back.status).toBe(403);
  });

  const seededRange = 'from=2026-01-01&to=2026-06-30';
  // Plans' visits run 12 months ahead: two ranges cover every seeded job.
  const laterRange = 'from=2026-07-01&to=2027-06-30';

  it("shows a cleaner only their team's jobs and those jobs' clients", async () => {
    const cleaner = await t.tokenOf('cleaner');
    const team = f.user('cleaner').defaultTeamId;
    const jobs = [
      ...((await t.call('GET', `/jobs?${seededRange}&limit=5000`, { token: cleaner })).body as {
        teamId: string;
        clientId: string;
      }[]),
      ...((await t.call('GET', `/jobs?${laterRange}&limit=5000`, { token: cleaner })).body as {
        teamId: string;
        clientId: string;
      }[]),
    ];
    expect(jobs.length).toBeGreaterThan(10);
    expect(new Set(jobs.map((job) => job.teamId))).toEqual(new Set([team]));
    const other = f.teamsOf(f.sparkle.id).find((x) => x.id !== team)!;
    expect(
      (await t.call('GET', `/jobs?teamId=${other.id}&${seededRange}`, { token: cleaner })).body,
    ).toEqual([]);
    const clients = await t.call('GET', '/clients?limit=500', { token: cleaner });
    const ids = new Set(jobs.map((job) => job.clientId));
    expect((clients.body as { id: string }[]).every((client) => ids.has(client.id))).toBe(true);
    expect(Number(clients.headers.get('x-total-count'))).toBe(ids.size);
  });

  it('orders a day: timed jobs by start, then jobs without times by order', async () => {
    const day = (await t.call('GET', '/jobs?from=2026-01-01&to=2026-06-30', { token: master }))
      .body as {
      date: string;
      scheduledStartTime: string | null;
      order: number;
    }[];
    for (let i = 1; i < day.length; i++) {
      const [a, b] = [day[i - 1]!, day[i]!];
      if (a.date !== b.date) {
        expect(a.date < b.date).toBe(true);
        continue;
      }
      if (a.scheduledStartTime && b.scheduledStartTime) {
        expect(Date.parse(a.scheduledStartTime)).toBeLessThanOrEqual(
          Date.parse(b.scheduledStartTime),
        );
      } else if (!a.scheduledStartTime) {
        expect(b.scheduledStartTime).toBeNull();
        expect(a.order).toBeLessThanOrEqual(b.order);
      }
    }
  });

  it('keeps jobs whose creator is deleted, without a creator', async () => {
    const job = f.jobOf(f.sparkle.id, (candidate) => candidate.createdById === f.user('admin').id);
    expect((await t.call('DELETE', `/users/${f.user('admin').id}`, { token: master })).status).toBe(
      204,
    );
    const read = await t.call('GET', `/jobs/${job.id}`, { token: master });
    expect(read.body).toMatchObject({ createdById: null, createdBy: null });
  });
});

describe('clients', () => {
  it('needs an id or a tempId on each address, and only addresses of the client', async () => {
    const clientId = f.jobOf(f.sparkle.id).clientId;
    const input = clientInputOf(t.db, clientId);
    const both = await t.call('PUT', `/clients/${clientId}`, {
      token: master,
      body: { ...input, addresses: [{ ...input.addresses[0], tempId: crypto.randomUUID() }] },
    });
    expect(fields(both).map((d) => d.field)).toEqual(['addresses.0']);
    const foreign = t.db.addresses.all().find((address) => address.clientId !== clientId)!;
    const stolen = await t.call('PUT', `/clients/${clientId}`, {
      token: master,
      body: {
        ...input,
        addresses: [
          ...input.addresses,
          { ...input.addresses[0], id: foreign.id, isDefault: false },
        ],
      },
    });
    expect(fields(stolen).map((d) => d.field)).toContain(`addresses.${input.addresses.length}.id`);
  });

  it('removes an address without jobs, and deactivates one with jobs', async () => {
    const created = await t.call('POST', '/clients', {
      token: master,
      body: {
        firstName: 'Mei',
        lastName: 'Chen',
        phone1: '(617) 555-0123',
        addresses: [1, 2].map((n) => ({
          tempId: crypto.randomUUID(),
          street: `${n} Elm Street`,
          city: 'Boston',
          state: 'MA',
          zipCode: '02116',
        })),
      },
    });
    const client = created.body as { id: string; addresses: { id: string }[] };
    const input = clientInputOf(t.db, client.id);
    const kept = await t.call('PUT', `/clients/${client.id}`, {
      token: master,
      body: { ...input, addresses: [{ ...input.addresses[1], isActive: false }] },
    });
    expect((kept.body as typeof client).addresses).toHaveLength(1);
    expect(t.db.addresses.get(client.addresses[0]!.id)).toBeUndefined();
  });
});

describe('users and teams', () => {
  it('keeps one active MASTER', async () => {
    const me = f.user('master');
    const body = {
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      login: me.login,
      role: 'MASTER',
    };
    const demote = await t.call('PUT', `/users/${me.id}`, {
      token: master,
      body: { ...body, role: 'ADMIN' },
    });
    expect(demote.body).toEqual({
      message: 'The organisation needs at least one active MASTER user.',
      code: 'CONFLICT',
    });
    const deactivate = await t.call('PUT', `/users/${me.id}`, {
      token: master,
      body: { ...body, isActive: false },
    });
    expect(deactivate.status).toBe(409);

    const admin = f.user('admin');
    await t.call('PUT', `/users/${admin.id}`, {
      token: master,
      body: {
        firstName: admin.firstName,
        lastName: admin.lastName,
        email: admin.email,
        login: admin.login,
        role: 'MASTER',
      },
    });
    expect(
      (await t.call('PUT', `/users/${me.id}`, { token: master, body: { ...body, role: 'ADMIN' } }))
        .status,
    ).toBe(200);
  });

  it('counts team members, and frees them when the team goes', async () => {
    const team = f.teamsOf(f.sparkle.id).find((candidate) => !candidate.isActive)!;
    const read = await t.call('GET', `/teams/${team.id}`, { token: master });
    expect(read.body).toMatchObject({ memberCount: 1 });
    const member = t.db.users.list('defaultTeamId', team.id)[0]!;
    expect((await t.call('DELETE', `/teams/${team.id}`, { token: master })).status).toBe(204);
    const user = await t.call('GET', `/users/${member.id}`, { token: master });
    expect(user.body).toMatchObject({ defaultTeamId: null, defaultTeam: null });
  });

  it('refuses a default team that is inactive', async () => {
    const team = f.teamsOf(f.sparkle.id).find((candidate) => !candidate.isActive)!;
    const user = f.user('cleaner');
    const answer = await t.call('PUT', `/users/${user.id}`, {
      token: master,
      body: {
        firstName: 'M',
        lastName: 'D',
        email: user.email,
        login: user.login,
        role: 'CLEANER',
        defaultTeamId: team.id,
      },
    });
    expect(fields(answer)).toEqual([{ field: 'defaultTeamId', message: 'This team is inactive' }]);
  });
});

describe('plan limits hold when creates race', () => {
  it('creates exactly the teams the plan has room for', async () => {
    // Starter allows 6 teams; the seed has 5.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('POST', '/teams', { token: master, body: { name: `Race Team ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 403).map((a) => (a.body as { code: string }).code),
    ).toEqual(Array(5).fill('PLAN_LIMIT_REACHED'));
    expect(t.db.teams.count('organizationId', f.sparkle.id)).toBe(6);
  });

  it('creates exactly the users the plan has room for', async () => {
    // Starter allows 10 users; the seed has 8.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const form = new FormData();
        for (const [key, value] of Object.entries({
          firstName: 'Race',
          lastName: `Runner${i}`,
          email: `race${i}@sparkleshine.example`,
          login: `race.runner${i}`,
          role: 'CLEANER',
        })) {
          form.append(key, value);
        }
        return t.call('POST', '/users', { token: master, body: form });
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(4);
    expect(t.db.users.count('organizationId', f.sparkle.id)).toBe(10);
  });

  it('creates one of two racing registrations with one login, and tells the other by e-mail', async () => {
    const register = (email: string) =>
      t.call('POST', '/organizations', {
        body: {
          name: 'Twin Maids',
          email: 'office@twin.example',
          phone: '(512) 555-0101',
          address: '1 Main Street',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          country: 'United States',
          masterUser: {
            firstName: 'Sam',
            lastName: 'Twin',
            email,
            login: 'sam.twin',
            password: 'Twins2026x',
            passwordConfirmation: 'Twins2026x',
          },
        },
      });
    const answers = await Promise.all([
      register('sam@twin.example'),
      register('sam2@twin.example'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    const created = t.db.users.findUnique('login', 'sam.twin')!;
    const other = created.email === 'sam@twin.example' ? 'sam2@twin.example' : 'sam@twin.example';
    expect(t.db.organizations.all().filter((o) => o.name === 'Twin Maids')).toHaveLength(1);
    const kinds = (to: string) =>
      t.db.mails
        .all()
        .filter((mail) => mail.to === to)
        .map((mail) => mail.kind);
    expect(kinds(created.email)).toEqual(['welcome']);
    expect(kinds(other)).toEqual(['login-taken']);
  });
});
