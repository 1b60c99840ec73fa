import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOT_ELIGIBLE, type ParachuteEligibility } from '@shop/contracts';
import { api } from '@/lib/api-client';

export const PARACHUTE_ELIGIBILITY_QUERY_KEY = ['parachute-eligibility'] as const;

/** The admin's exclusion list changes rarely; a teaser may go on dropping for a few minutes after a change. */
const ELIGIBILITY_STALE_MS = 5 * 60_000;

/** GET /api/parachutes/eligibility: whether the teasers may drop for this session (never the exclusion list itself). */
export function getParachuteEligibility(): Promise<ParachuteEligibility> {
  return api.get<ParachuteEligibility>('/api/parachutes/eligibility');
}

/** Per signed-in e-mail, so another sign-in asks again; without one the answer is "no teaser" without asking. */
export function useParachuteEligibility(email: string | null) {
  const query = useQuery(
    queryOptions({
      queryKey: [...PARACHUTE_ELIGIBILITY_QUERY_KEY, email],
      queryFn: getParachuteEligibility,
      staleTime: ELIGIBILITY_STALE_MS,
      enabled: !!email,
    }),
  );
  return query.data ?? NOT_ELIGIBLE;
}
