import { mayOnInvestorAccount } from '@/access/investor-actions'
import { investorName } from '@/domain/investors/investors'
import type { TRow } from '@/lib/resource/define-resource'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { ConfirmActionIsland, type TConfirmAction } from '@/ui/modals/confirm-action-island'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

import { InvestorPasswordIsland } from './investor-password-island'

// The staff actions in an investor record's header (issue 11 §1, decision 023): each button only for
// a role whose right INVESTOR_ACTION_GRANT names (the server checks the same through can()), and only
// when the account's state lets it do something. The dialogs load on intent, outside the first load.

/** Whether the investor has chosen a password yet (the hash never leaves the server; only this answer does). */
async function hasPassword(ctx: TDetailContext, id: number): Promise<boolean> {
  const { rows } = await ctx.payload.db.pool.query<{ set: boolean }>('SELECT password_hash IS NOT NULL AS set FROM users WHERE id = $1 AND tenant_id = $2', [id, ctx.tenant.id])
  return rows[0]?.set ?? false
}

export async function InvestorAccountActions({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const role = ctx.user.role_id
  const name = investorName(row) || String(row.email)
  const disabled = !!row.disabled_at
  const outline = kitStyle({ recipe: 'button', variant: 'outline', colorPalette: 'brand' })
  const danger = kitStyle({ recipe: 'button', variant: 'outline', colorPalette: 'red' })
  const actions: TConfirmAction[] = []
  if (mayOnInvestorAccount(role, 'reset-appropriateness-test') && (row.compliance_passed || Number(row.compliance_tries ?? 0) > 0)) {
    actions.push({
      url: `/api/users/${row.id}/reset-appropriateness-test`,
      label: 'Reset appropriateness test',
      title: `Reset the appropriateness test of ${name}?`,
      lines: ['Their result and the attempts they have used are cleared, so they must take the test again before investing.'],
      confirmLabel: 'Reset test',
      palette: 'red',
      className: danger.className,
    })
  }
  if (mayOnInvestorAccount(role, 'resend-set-password-email') && !disabled && !(await hasPassword(ctx, row.id))) {
    actions.push({
      url: '/api/users/resend-set-password-email',
      body: { user_id: row.id },
      label: 'Resend set-password email',
      title: `Email ${name} a new set-password link?`,
      lines: [`We email ${String(row.email)} a link to choose a password. It works once and expires in 7 days; any earlier link stops working.`],
      confirmLabel: 'Send email',
      className: outline.className,
    })
  }
  if (mayOnInvestorAccount(role, 'disable')) {
    actions.push(
      disabled
        ? {
            url: `/api/users/${row.id}/enable`,
            label: 'Enable account',
            title: `Enable the account of ${name}?`,
            lines: ['They can sign in again with their password.'],
            confirmLabel: 'Enable account',
            className: outline.className,
          }
        : {
            url: `/api/users/${row.id}/disable`,
            label: 'Disable account',
            title: `Disable the account of ${name}?`,
            lines: ['They are signed out everywhere at once and cannot sign in, set or reset a password until the account is enabled again.', 'Their records, documents and investments stay as they are.'],
            confirmLabel: 'Disable account',
            palette: 'red',
            className: danger.className,
          },
    )
  }
  const mayChangePassword = mayOnInvestorAccount(role, 'set-password')
  if (actions.length === 0 && !mayChangePassword) return null
  return (
    <>
      {outline.styles}
      {danger.styles}
      {actions.map((action) => (
        <ConfirmActionIsland key={action.url} action={action} />
      ))}
      {mayChangePassword && <InvestorPasswordIsland investorId={row.id} investorName={name} className={danger.className} />}
    </>
  )
}
