import { isApiError, unwrap } from '@spotless/api-client';
import { getJob } from '../../../api/jobs.ts';
import { api } from '../../../lib/api.ts';
import { statusChange } from '../../../lib/job-status.ts';
import { pressTarget, type Press, type SendOutcome } from '../press-queue.ts';

/** What an error thrown while sending means for the queue. */
function outcomeOf(error: unknown): SendOutcome {
  // No answer, a server fault or a sign-in that needs renewing: the press waits for a retry.
  if (!isApiError(error) || error.status >= 500 || error.status === 401) {
    return { kind: 'unreachable' };
  }
  return { kind: 'refused', message: error.message };
}

/**
 * Sends one press. `PUT` replaces the whole job, so the job is read again first and sent back
 * with only its status and tracked time changed: a replay never undoes what the office changed
 * meanwhile. A job already in the press's status took it (an answer lost on the way back); a job
 * in any other status than the one the press started from is a conflict, not overwritten.
 */
export async function sendPress(press: Press): Promise<SendOutcome> {
  try {
    const job = await getJob(press.jobId);
    if (job.status === pressTarget(press)) return { kind: 'sent' };
    if (job.status !== press.from) return { kind: 'status-changed', status: job.status };
    await unwrap(
      api.PUT('/jobs/{id}', {
        params: { path: { id: job.id }, query: { scope: 'this' } },
        body: statusChange({ job, step: press.step, timeOfDay: press.timeOfDay }),
      }),
    );
    return { kind: 'sent' };
  } catch (error) {
    return outcomeOf(error);
  }
}
