import type { Payload, PayloadRequest } from 'payload'

// SEAM for the money-model issue (investments, reservations, payments): there are no investment
// rows yet, so nothing has been invested in any opportunity. The lifecycle rules are written
// against these two functions (docs/decisions/010) and the money-model issue fills them in; the
// rules and their tests stay as they are.
//   - back to draft (2/3 → 1) only while hasInvestments is false;
//   - plain delete only while hasInvestments is false; delete_unsafe removes the dependants first.
// Both take the request so they can join its transaction once they query.

/** Whether anyone has invested in (or reserved an allocation of) the opportunity. Today: never. */
export async function hasInvestments(_payload: Payload, _opportunityId: number, _req?: PayloadRequest): Promise<boolean> {
  return false
}

/** Removes the rows that belong to the opportunity (investments and what hangs off them) before an unsafe delete. Today: there are none. */
export async function deleteOpportunityDependants(_payload: Payload, _opportunityId: number, _req?: PayloadRequest): Promise<void> {}
