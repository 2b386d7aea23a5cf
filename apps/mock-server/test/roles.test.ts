// Every role × every operation: allowed (a 2xx answer) or 403 FORBIDDEN, as the contract's role
// table says. Each role gets its own server, so what one role changes cannot hide what another may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/db/schema.ts';
import {
  clientInputOf,
  fixtures,
  jobInputOf,
  newJobBody,
  PNG,
  startTestApi,
  type Answer,
  type TestApi,
} from './http.ts';

interface Scenario {
  /** operationId, and what is tried when one operation has several rules. */
  name: string;
  allowed: readonly Role[];
  run: (s: Session) => Promise<Answer>;
}

interface Session {
  t: TestApi;
  token: string;
  master: string;
  f: ReturnType<typeof fixtures>;
}

const ALL: Role[] = ['MASTER', 'ADMIN', 'BILLING', 'CLEANER'];
const READERS: Role[] = ['MASTER', 'ADMIN', 'BILLING'];
const MANAGERS: Role[] = ['MASTER', 'ADMIN'];

const logins: Record<Role, string> = {
  MASTER: 'master',
  ADMIN: 'admin',
  BILLING: 'billing',
  CLEANER: 'cleaner',
};

const avatarForm = () => {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'avatar.png');
  return form;
};

/** A seeded cleaner who is none of the sign-ins (so changing them disturbs no session). */
const otherCleaner = ({ t, f }: Session) =>
  t.db.users
    .list('organizationId', f.sparkle.id)
    .find((user) => user.role === 'CLEANER' && user.login !== 'cleaner' && user.isActive)!;

const userBody = (user: { firstName: string; lastName: string; email: string; login: string }) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  login: user.login,
});

const ownTeamId = ({ f }: Session) => f.user('cleaner').defaultTeamId!;
const ownTeamJob = (s: Session, status = 'SCHEDULED') =>
  s.f.jobOf(s.f.sparkle.id, (job) => job.teamId === ownTeamId(s) && job.status === status);
const otherTeamJob = (s: Session, status = 'SCHEDULED') =>
  s.f.jobOf(s.f.sparkle.id, (job) => job.teamId !== ownTeamId(s) && job.status === status);

const scenarios: Scenario[] = [
  {
    name: 'logout',
    allowed: ALL,
    run: async ({ t, token }) => {
      const other = await t.signIn('admin');
      return t.call('POST', '/auth/logout', { token, body: { refreshToken: other.refresh_token } });
    },
  },
  {
    name: 'getCurrentUser',
    allowed: ALL,
    run: ({ t, token }) => t.call('GET', '/users/me', { token }),
  },
  {
    name: 'getCurrentOrganization',
    allowed: ALL,
    run: ({ t, token }) => t.call('GET', '/organizations/current', { token }),
  },
  {
    name: 'updateCurrentOrganization (name)',
    allowed: MANAGERS,
    run: ({ t, token }) =>
      t.call('PATCH', '/organizations/current', { token, body: { phone: '(617) 555-0101' } }),
  },
  {
    name: 'updateCurrentOrganization (planCode)',
    allowed: ['MASTER'],
    run: ({ t, token }) =>
      t.call('PATCH', '/organizations/current', { token, body: { planCode: 'PRO' } }),
  },
  {
    name: 'listUsers',
    allowed: READERS,
    run: ({ t, token }) => t.call('GET', '/users', { token }),
  },
  {
    name: 'getUser',
    allowed: READERS,
    run: (s) => s.t.call('GET', `/users/${otherCleaner(s).id}`, { token: s.token }),
  },
  {
    name: 'createUser',
    allowed: MANAGERS,
    run: ({ t, token }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        firstName: 'Nia',
        lastName: 'Brooks',
        email: 'nia.brooks@sparkleshine.example',
        login: 'nia.brooks',
        role: 'CLEANER',
      })) {
        form.append(key, value);
      }
      return t.call('POST', '/users', { token, body: form });
    },
  },
  {
    name: 'createUser (role MASTER)',
    allowed: ['MASTER'],
    run: ({ t, token }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        firstName: 'Owen',
        lastName: 'Hayes',
        email: 'owen.hayes@sparkleshine.example',
        login: 'owen.hayes',
        role: 'MASTER',
      })) {
        form.append(key, value);
      }
      return t.call('POST', '/users', { token, body: form });
    },
  },
  {
    name: 'updateUser (a cleaner)',
    allowed: MANAGERS,
    run: (s) => {
      const user = otherCleaner(s);
      return s.t.call('PUT', `/users/${user.id}`, {
        token: s.token,
        body: {
          ...userBody(user),
          role: 'CLEANER',
          phone: '(617) 555-0177',
          defaultTeamId: user.defaultTeamId,
        },
      });
    },
  },
  {
    name: 'updateUser (the MASTER)',
    allowed: ['MASTER'],
    run: (s) => {
      const user = s.f.user('master');
      return s.t.call('PUT', `/users/${user.id}`, {
        token: s.token,
        body: { ...userBody(user), role: 'MASTER', phone: '(617) 555-0111' },
      });
    },
  },
  {
    name: 'updateUser (promote to MASTER)',
    allowed: ['MASTER'],
    run: (s) => {
      const user = otherCleaner(s);
      return s.t.call('PUT', `/users/${user.id}`, {
        token: s.token,
        body: { ...userBody(user), role: 'MASTER' },
      });
    },
  },
  {
    name: 'uploadUserAvatar (a cleaner)',
    allowed: MANAGERS,
    run: (s) =>
      s.t.call('POST', `/users/${otherCleaner(s).id}/avatar`, {
        token: s.token,
        body: avatarForm(),
      }),
  },
  {
    name: 'uploadUserAvatar (the MASTER)',
    allowed: ['MASTER'],
    run: (s) =>
      s.t.call('POST', `/users/${s.f.user('master').id}/avatar`, {
        token: s.token,
        body: avatarForm(),
      }),
  },
  {
    name: 'sendUserPasswordReset (a cleaner)',
    allowed: MANAGERS,
    run: (s) => s.t.call('POST', `/users/${otherCleaner(s).id}/reset-password`, { token: s.token }),
  },
  {
    name: 'sendUserPasswordReset (the MASTER)',
    allowed: ['MASTER'],
    run: (s) =>
      s.t.call('POST', `/users/${s.f.user('master').id}/reset-password`, { token: s.token }),
  },
  {
    name: 'deleteUser (a cleaner)',
    allowed: MANAGERS,
    run: (s) => s.t.call('DELETE', `/users/${otherCleaner(s).id}`, { token: s.token }),
  },
  {
    name: 'listClients',
    allowed: ALL,
    run: ({ t, token }) => t.call('GET', '/clients', { token }),
  },
  {
    name: 'getClient (of their team’s jobs)',
    allowed: ALL,
    run: (s) => s.t.call('GET', `/clients/${ownTeamJob(s).clientId}`, { token: s.token }),
  },
  {
    name: 'getClient (of no job of their team)',
    allowed: READERS,
    run: (s) => {
      const seen = new Set(s.t.db.jobs.list('teamId', ownTeamId(s)).map((job) => job.clientId));
      const client = s.t.db.clients
        .list('organizationId', s.f.sparkle.id)
        .find((c) => !seen.has(c.id))!;
      return s.t.call('GET', `/clients/${client.id}`, { token: s.token });
    },
  },
  {
    name: 'createClient',
    allowed: MANAGERS,
    run: ({ t, token }) =>
      t.call('POST', '/clients', {
        token,
        body: { firstName: 'Ida', lastName: 'Lind', phone1: '(617) 555-0150' },
      }),
  },
  {
    name: 'updateClient (payment fields only)',
    allowed: READERS,
    run: (s) => {
      const clientId = ownTeamJob(s).clientId;
      const input = clientInputOf(s.t.db, clientId);
      return s.t.call('PUT', `/clients/${clientId}`, {
        token: s.token,
        body: { ...input, paymentMethod: 'ZELLE', paymentInformation: 'Pays on the 1st.' },
      });
    },
  },
  {
    name: 'updateClient (a name)',
    allowed: MANAGERS,
    run: (s) => {
      const clientId = ownTeamJob(s).clientId;
      const input = clientInputOf(s.t.db, clientId);
      return s.t.call('PUT', `/clients/${clientId}`, {
        token: s.token,
        body: { ...input, lastName: `${input.lastName}-Smith` },
      });
    },
  },
  {
    name: 'deleteClient',
    allowed: MANAGERS,
    run: async (s) => {
      const created = await s.t.call('POST', '/clients', {
        token: s.master,
        body: { firstName: 'Temp', lastName: 'Client', phone1: '(617) 555-0151' },
      });
      return s.t.call('DELETE', `/clients/${(created.body as { id: string }).id}`, {
        token: s.token,
      });
    },
  },
  {
    name: 'listJobs',
    allowed: ALL,
    run: ({ t, token }) => t.call('GET', '/jobs?from=2026-03-01&to=2026-03-31', { token }),
  },
  {
    name: 'getJob (their team)',
    allowed: ALL,
    run: (s) => s.t.call('GET', `/jobs/${ownTeamJob(s).id}`, { token: s.token }),
  },
  {
    name: 'getJob (another team)',
    allowed: READERS,
    run: (s) => s.t.call('GET', `/jobs/${otherTeamJob(s).id}`, { token: s.token }),
  },
  {
    name: 'createJob',
    allowed: MANAGERS,
    run: (s) =>
      s.t.call('POST', '/jobs', { token: s.token, body: newJobBody(s.t.db, s.f.sparkle.id) }),
  },
  {
    name: 'updateJob (payment fields only)',
    allowed: READERS,
    run: (s) => {
      const job = otherTeamJob(s, 'COMPLETED');
      return s.t.call('PUT', `/jobs/${job.id}`, {
        token: s.token,
        body: { ...jobInputOf(job), isPaid: !job.isPaid, chargeAmount: '180.00' },
      });
    },
  },
  {
    name: 'updateJob (start a job of their team)',
    allowed: ['MASTER', 'ADMIN', 'CLEANER'],
    run: (s) => {
      const job = ownTeamJob(s);
      return s.t.call('PUT', `/jobs/${job.id}`, {
        token: s.token,
        body: { ...jobInputOf(job), status: 'IN_PROGRESS', trackedStartTime: '09:05:00' },
      });
    },
  },
  {
    name: 'updateJob (start a job of another team)',
    allowed: MANAGERS,
    run: (s) => {
      const job = otherTeamJob(s);
      return s.t.call('PUT', `/jobs/${job.id}`, {
        token: s.token,
        body: { ...jobInputOf(job), status: 'IN_PROGRESS' },
      });
    },
  },
  {
    name: 'updateJob (cancel a job of their team)',
    allowed: MANAGERS,
    run: (s) => {
      const job = ownTeamJob(s);
      return s.t.call('PUT', `/jobs/${job.id}`, {
        token: s.token,
        body: { ...jobInputOf(job), status: 'CANCELLED', cancelReason: 'Client is sick.' },
      });
    },
  },
  {
    name: 'updateJob (notes of a job of their team)',
    allowed: MANAGERS,
    run: (s) => {
      const job = ownTeamJob(s);
      return s.t.call('PUT', `/jobs/${job.id}`, {
        token: s.token,
        body: { ...jobInputOf(job), otherInformation: 'Bring a ladder.' },
      });
    },
  },
  {
    name: 'listJobConflicts',
    allowed: READERS,
    run: (s) =>
      s.t.call(
        'GET',
        `/job-conflicts?date=2026-03-20&teamId=${ownTeamId(s)}&startTime=09:00&endTime=11:00`,
        { token: s.token },
      ),
  },
  {
    name: 'deleteJob',
    allowed: MANAGERS,
    run: (s) => s.t.call('DELETE', `/jobs/${otherTeamJob(s).id}`, { token: s.token }),
  },
  {
    name: 'listJobTypes',
    allowed: ALL,
    run: ({ t, token }) => t.call('GET', '/job-types', { token }),
  },
  {
    name: 'createJobType',
    allowed: MANAGERS,
    run: ({ t, token }) => t.call('POST', '/job-types', { token, body: { name: 'Carpet Care' } }),
  },
  {
    name: 'updateJobType',
    allowed: MANAGERS,
    run: (s) => {
      const jobType = s.t.db.jobTypes.list('organizationId', s.f.sparkle.id)[0]!;
      return s.t.call('PUT', `/job-types/${jobType.id}`, {
        token: s.token,
        body: { name: jobType.name, short: jobType.short, description: 'Updated.' },
      });
    },
  },
  {
    name: 'deleteJobType',
    allowed: MANAGERS,
    run: async (s) => {
      const created = await s.t.call('POST', '/job-types', {
        token: s.master,
        body: { name: 'Temp Type' },
      });
      return s.t.call('DELETE', `/job-types/${(created.body as { id: string }).id}`, {
        token: s.token,
      });
    },
  },
  {
    name: 'listAddressTypes',
    allowed: ALL,
    run: ({ t, token }) => t.call('GET', '/address-types?isActive=true', { token }),
  },
  {
    name: 'createAddressType',
    allowed: MANAGERS,
    run: ({ t, token }) => t.call('POST', '/address-types', { token, body: { name: 'Duplex' } }),
  },
  {
    name: 'updateAddressType',
    allowed: MANAGERS,
    run: (s) => {
      const addressType = s.t.db.addressTypes.list('organizationId', s.f.sparkle.id)[0]!;
      return s.t.call('PUT', `/address-types/${addressType.id}`, {
        token: s.token,
        body: { name: addressType.name, description: 'Updated.' },
      });
    },
  },
  {
    name: 'deleteAddressType',
    allowed: MANAGERS,
    run: async (s) => {
      const created = await s.t.call('POST', '/address-types', {
        token: s.master,
        body: { name: 'Temp Address Type' },
      });
      return s.t.call('DELETE', `/address-types/${(created.body as { id: string }).id}`, {
        token: s.token,
      });
    },
  },
  {
    name: 'listEntryCodeReveals',
    allowed: MANAGERS,
    run: (s) =>
      s.t.call(
        'GET',
        `/clients/${s.f.clientWithAddress(s.f.sparkle.id).client.id}/entry-code-reveals`,
        {
          token: s.token,
        },
      ),
  },
  { name: 'listTeams', allowed: ALL, run: ({ t, token }) => t.call('GET', '/teams', { token }) },
  {
    name: 'getTeam',
    allowed: ALL,
    run: (s) => s.t.call('GET', `/teams/${ownTeamId(s)}`, { token: s.token }),
  },
  {
    name: 'updateTeam',
    allowed: MANAGERS,
    run: (s) =>
      s.t.call('PATCH', `/teams/${ownTeamId(s)}`, {
        token: s.token,
        body: { description: 'Updated.' },
      }),
  },
  {
    name: 'deleteTeam',
    allowed: MANAGERS,
    run: (s) => {
      // The inactive team has no jobs.
      const team = s.f.teamsOf(s.f.sparkle.id).find((candidate) => !candidate.isActive)!;
      return s.t.call('DELETE', `/teams/${team.id}`, { token: s.token });
    },
  },
  {
    name: 'createTeam',
    allowed: MANAGERS,
    run: ({ t, token }) =>
      t.call('POST', '/teams', { token, body: { name: 'Pink Team', color: '#DB2777' } }),
  },
];

describe.each(ALL)('%s', (role) => {
  let session: Session;

  beforeAll(async () => {
    const t = await startTestApi();
    session = {
      t,
      token: await t.tokenOf(logins[role]),
      master: await t.tokenOf('master'),
      f: fixtures(t.db),
    };
  });

  afterAll(async () => {
    await session.t.api.close();
  });

  it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const answer = await scenario.run(session);
      if (scenario.allowed.includes(role)) {
        expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      } else {
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({
          message: 'You do not have permission to perform this action.',
          code: 'FORBIDDEN',
        });
      }
    },
  );
});
