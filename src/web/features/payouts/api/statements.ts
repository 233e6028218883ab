import { useQuery } from '@tanstack/react-query';
import type { OwnerTurfsAnswer } from '../../../../shared/api/owner-contract';
import { statementsAnswerSchema } from '../../../../shared/api/payout-contract';
import { API_BASE, api } from '../../../lib/api-client';
import { ownerTurfsKeys } from '../../../queries/owner-turfs';

// The owner's weekly statements (docs/decisions/054), checked against the contract: an answer
// of another shape is an error the page says, not figures it makes up. The venues' names come
// from the owner's turfs, under ownerTurfsKeys so a renamed turf refreshes them too.

export const statementKeys = { all: ['payout-statements'] as const };

export function useStatements() {
  return useQuery({
    queryKey: statementKeys.all,
    queryFn: ({ signal }) =>
      api
        .get<unknown>(`${API_BASE}/owner/statements`, signal)
        .then((answer) => statementsAnswerSchema.parse(answer).statements),
  });
}

/** The owner's turfs' names by id, to say which venue a statement is of. */
export function useOwnTurfNames(userId: string) {
  return useQuery({
    queryKey: [...ownerTurfsKeys.owner(userId), 'payout-names'] as const,
    queryFn: ({ signal }) =>
      api
        .get<OwnerTurfsAnswer>(`${API_BASE}/turf/owner-turfs/${encodeURIComponent(userId)}`, signal)
        .then((answer) => new Map(answer.turfs.map((turf) => [turf._id, turf.name] as const))),
  });
}

/** A statement as a file the browser downloads itself. */
export function statementFilePath(statementId: string, kind: 'pdf' | 'csv'): string {
  return `${API_BASE}/owner/statements/${encodeURIComponent(statementId)}.${kind}`;
}
