import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type FailedMail, type JobRun } from 'shared-contracts';

export const JOBS_LOAD_ERROR = 'Failed to load the job runs';
export const FAILED_MAILS_LOAD_ERROR = 'Failed to load the failed mails';
const jobsQueryKey = ['admin', 'jobs'] as const;

/** GET /api/admin/jobs: the newest background job runs (at most 100). */
async function getJobRuns(signal?: AbortSignal): Promise<JobRun[]> {
  const answer = await callApi(
    endpoints.admin.jobs,
    { signal },
    { errors: { toast: false, fallback: JOBS_LOAD_ERROR } },
  );
  return answer.data.runs;
}

/** GET /api/admin/mail/failed: the newest mails the sender gave up on (at most 100). */
async function getFailedMails(signal?: AbortSignal): Promise<FailedMail[]> {
  const answer = await callApi(
    endpoints.admin.failedMails,
    { signal },
    { errors: { toast: false, fallback: FAILED_MAILS_LOAD_ERROR } },
  );
  return answer.data.mails;
}

/** POST /api/admin/mail/:id/retry; its message. A failure toasts the server message and rejects. */
async function retryMail(id: string): Promise<string> {
  const { message } = await callApi(
    endpoints.admin.retryMail,
    { params: { id } },
    { errors: { fallback: 'Failed to retry the mail' } },
  );
  return message;
}

export function useJobRuns() {
  return useQuery(queryOptions({ queryKey: [...jobsQueryKey, 'runs'], queryFn: ({ signal }) => getJobRuns(signal) }));
}

export function useFailedMails() {
  return useQuery(
    queryOptions({ queryKey: [...jobsQueryKey, 'failed-mails'], queryFn: ({ signal }) => getFailedMails(signal) }),
  );
}

/** Retries a failed mail, then reloads the failed mails and the runs (the sender's run is queued). */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: () => client.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
