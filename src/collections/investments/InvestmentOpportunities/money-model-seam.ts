import type { Payload, PayloadRequest } from 'payload'

import { queryInTransaction, sql } from '@/lib/transaction'

// The money model's answers to the lifecycle rules (docs/decisions/010 and 012): the rules are
// written against these two functions; their tests stay as they are.
//   - back to draft (2/3 → 1) only while hasInvestments is false;
//   - plain delete only while hasInvestments is false; delete_unsafe removes the dependants first.
// Both take the request so they join its transaction.

/**
 * The setting the ledger's append-only trigger honours (migration 20261123_*_money_model): while it
 * names an opportunity, within one transaction, DELETEs of that opportunity's entries pass. Set
 * with set_config(..., is_local => true), so it ends with the transaction, and cleared again at once.
 */
export const LEDGER_PURGE_SETTING = 'app.ledger_purge_opportunity'

const transactionOf = async (req?: PayloadRequest) => {
  const id = req ? await req.transactionID : undefined
  return id != null && req?.payload.db.sessions?.[String(id)] ? req : null
}

/** Whether anyone has invested in (or reserved an allocation of) the opportunity: any investment row, cancelled ones included (they are history on the ledger). */
export async function hasInvestments(payload: Payload, opportunityId: number, req?: PayloadRequest): Promise<boolean> {
  const inTransaction = await transactionOf(req)
  if (inTransaction) {
    const rows = await queryInTransaction<{ found: boolean }>(inTransaction, sql`SELECT EXISTS (SELECT 1 FROM investments WHERE opportunity_id = ${opportunityId}) AS found`)
    return rows[0]?.found === true
  }
  const { rows } = await payload.db.pool.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM investments WHERE opportunity_id = $1) AS found', [opportunityId])
  return rows[0]?.found === true
}

/**
 * spec 6 delete_unsafe: removes the opportunity's pre-emption rounds (their responses first,
 * decision 015), ledger entries, cash calls, payments and investments before the opportunity
 * itself, in the delete's transaction. The ledger refuses every DELETE (trigger) except of the rows
 * of the opportunity named by LEDGER_PURGE_SETTING in the same transaction; the setting is cleared
 * right after, so nothing else in the transaction can use it. Without a transaction
 * (the app always passes one; a test's clean-up does not) one is opened here, as set_config's scope needs one.
 */
export async function deleteOpportunityDependants(payload: Payload, opportunityId: number, req?: PayloadRequest): Promise<void> {
  const statements = [
    sql`SELECT set_config(${LEDGER_PURGE_SETTING}, ${String(opportunityId)}, true)`,
    sql`DELETE FROM ledger_entries WHERE opportunity_id = ${opportunityId}`,
    sql`SELECT set_config(${LEDGER_PURGE_SETTING}, '', true)`,
    // The investments' and cash-call lines' payments (decisions 016, 025): after the entries that name them, before the investments and lines they name.
    sql`DELETE FROM payments WHERE opportunity_id = ${opportunityId} OR investment_id IN (SELECT id FROM investments WHERE opportunity_id = ${opportunityId})`,
    // Its cash calls and their lines (decision 014): their entries went with the ledger's above.
    sql`DELETE FROM cash_call_lines WHERE opportunity_id = ${opportunityId}`,
    sql`DELETE FROM cash_calls WHERE opportunity_id = ${opportunityId}`,
    sql`DELETE FROM investments WHERE opportunity_id = ${opportunityId}`,
    // Its pre-emption rounds (responses first), after the investments that allot their shares (decision 025).
    sql`DELETE FROM pre_emption_responses WHERE round_id IN (SELECT id FROM pre_emption_rounds WHERE opportunity_id = ${opportunityId})`,
    sql`DELETE FROM pre_emption_rounds WHERE opportunity_id = ${opportunityId}`,
  ]
  const inTransaction = await transactionOf(req)
  if (inTransaction) {
    for (const statement of statements) await queryInTransaction(inTransaction, statement)
    return
  }
  await payload.db.drizzle.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement)
  })
}
