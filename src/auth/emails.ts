import escapeHtml from 'escape-html'
import type { Payload } from 'payload'

import { enqueueMail } from '@/email/mail-queue'
import { formatDateTime } from '@/lib/dates'
import type { Tenant } from '@/payload-types'
import { tenantOrigin } from '@/tenancy/tenant-origin'

type TMailTenant = Pick<Tenant, 'name' | 'code' | 'domains' | 'isDefault'>
type TMail = { to: string; tenant: TMailTenant }

const LINK = /(https?:\/\/\S+)/g

/** A line of text as HTML: everything escaped (names, addresses, tenant names), links made clickable. */
const lineToHtml = (line: string) => `<p>${escapeHtml(line).replace(LINK, '<a href="$1">$1</a>')}</p>`

/**
 * Queues the mail (it leaves after the response: src/email/mail-queue.ts). Links always point at
 * the tenant's own address (tenantOrigin), never at the request's Host.
 */
function send(payload: Payload, { to, tenant }: TMail, subject: string, lines: (origin: string) => string[]): void {
  const body = lines(tenantOrigin(tenant))
  const text = [...body, '', `— ${tenant.name}`].join('\n')
  const html = [...body, `— ${tenant.name}`].map(lineToHtml).join('')
  enqueueMail(payload, { to, subject: `${tenant.name}: ${subject}`, text, html })
}

export const authEmails = {
  /** A new update report for the investor (issue 12 §2, decision 033), sent when the tenant's update_report_emails_enabled is on. */
  updateReport: (payload: Payload, mail: TMail, report: { title: string; summary: string | null; path: string }) =>
    send(payload, mail, `New update: ${report.title}`, (origin) => [...(report.summary ? [report.summary] : []), `Read it here: ${origin}${report.path}`]),
  verifyEmail: (payload: Payload, mail: TMail, path: string) =>
    send(payload, mail, 'Verify your email address', (origin) => ['Please confirm your email address by opening this link:', `${origin}${path}`]),
  resetPassword: (payload: Payload, mail: TMail, token: string) =>
    send(payload, mail, 'Reset your password', (origin) => [
      'We received a request to reset your password. This link works once and expires in 60 minutes:',
      `${origin}/password/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(mail.to)}`,
      'If you did not ask for this, you can ignore this email.',
    ]),
  setPassword: (payload: Payload, mail: TMail, token: string) =>
    send(payload, mail, 'Set your password', (origin) => [
      'An account has been created for you. Choose your password here (the link expires in 7 days):',
      `${origin}/password/set?token=${encodeURIComponent(token)}&email=${encodeURIComponent(mail.to)}`,
    ]),
  accountLocked: (payload: Payload, mail: TMail, minutes: number) =>
    send(payload, mail, 'Sign-in paused after failed attempts', (origin) => [
      `Several wrong passwords were entered for your account, so signing in is paused for ${minutes} minutes.`,
      `If this was not you, reset your password: ${origin}/password/forgot`,
    ]),
  /** An invitation to register as an investor of the tenant (issue 11 §6, decision 021): the link works once, until it expires. */
  invitation: (payload: Payload, mail: TMail, details: { token: string; inviter: string; days: number; path: string }) =>
    send(payload, mail, 'You are invited to open an investor account', (origin) => [
      `${details.inviter} at ${mail.tenant.name} invites you to open an investor account.`,
      `Open this link to register (it works once and expires in ${details.days} days):`,
      `${origin}${details.path}?token=${encodeURIComponent(details.token)}`,
      'If you were not expecting this, you can ignore this email.',
    ]),
  /**
   * Told to the old address once a sign-in email has changed: by staff (issue 8, finding 16) or by the
   * investor's confirmed link (decision 037). The new address masked; it carries no link.
   */
  emailChanged: (payload: Payload, mail: TMail, newEmail: string, change: { at: Date; supportEmail?: string | null }) =>
    send(payload, mail, 'Your sign-in email was changed', () => [
      `The email address you sign in to ${mail.tenant.name} with was changed to ${maskedEmail(newEmail)} on ${formatDateTime(change.at.toISOString())}. This address no longer signs in, and every signed-in session was ended.`,
      `If this was not you, contact us straight away${change.supportEmail ? ` at ${change.supportEmail}` : ''}: we will restore your access, and you can then choose a new password.`,
    ]),
  /** To the NEW address of an investor's change of sign-in email (decision 037): the link changes it, once, within a day. */
  confirmEmailChange: (payload: Payload, mail: TMail, token: string) =>
    send(payload, mail, 'Confirm your new sign-in email', (origin) => [
      `You asked to sign in to ${mail.tenant.name} with this email address from now on. Open this link to confirm it (it works once and expires in 24 hours):`,
      `${origin}/email/change?token=${encodeURIComponent(token)}`,
      'Until you do, your sign-in email stays as it is. If you did not ask for this, you can ignore this email.',
    ]),
  /** To the OLD address when that change is asked for (decision 037): it carries no link that changes anything. */
  emailChangeRequested: (payload: Payload, mail: TMail, newEmail: string) =>
    send(payload, mail, 'A change of your sign-in email was requested', (origin) => [
      `Someone signed in to your account asked to change its sign-in email to ${maskedEmail(newEmail)}. It changes only when the link we sent to that address is opened.`,
      `If this was not you, change your password now (${origin}/investor/profile/security) and contact us straight away.`,
    ]),
  /** Told to the investor when staff set a new password for them (decision 023): it carries no password and no link. */
  passwordSetByStaff: (payload: Payload, mail: TMail) =>
    send(payload, mail, 'Your password was changed', (origin) => [
      'Our team set a new password for your account, and every signed-in session was ended. They will tell you the new password separately.',
      `If you did not ask for this, contact us straight away, or choose a password of your own: ${origin}/password/forgot`,
    ]),
}

/** `alice@example.com` -> `a***@example.com`: enough for the owner to recognise, little for anyone else. */
export const maskedEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***')

