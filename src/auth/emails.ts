import type { Payload } from 'payload'

import type { Tenant } from '@/payload-types'

type TMail = { to: string; tenant: Pick<Tenant, 'name'>; origin: string }

function send(payload: Payload, { to, tenant }: TMail, subject: string, lines: string[]): Promise<unknown> {
  const text = [...lines, '', `— ${tenant.name}`].join('\n')
  const html = lines.map((line) => `<p>${line.replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`).join('') + `<p>— ${tenant.name}</p>`
  return payload.sendEmail({ to, subject: `${tenant.name}: ${subject}`, text, html })
}

export const authEmails = {
  verifyEmail: (payload: Payload, mail: TMail, path: string) =>
    send(payload, mail, 'Verify your email address', ['Please confirm your email address by opening this link:', `${mail.origin}${path}`]),
  resetPassword: (payload: Payload, mail: TMail, token: string) =>
    send(payload, mail, 'Reset your password', [
      'We received a request to reset your password. This link works once and expires in 60 minutes:',
      `${mail.origin}/password/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(mail.to)}`,
      'If you did not ask for this, you can ignore this email.',
    ]),
  setPassword: (payload: Payload, mail: TMail, token: string) =>
    send(payload, mail, 'Set your password', [
      'An account has been created for you. Choose your password here (the link expires in 7 days):',
      `${mail.origin}/password/set?token=${encodeURIComponent(token)}&email=${encodeURIComponent(mail.to)}`,
    ]),
  accountLocked: (payload: Payload, mail: TMail, minutes: number) =>
    send(payload, mail, 'Sign-in paused after failed attempts', [
      `Several wrong passwords were entered for your account, so signing in is paused for ${minutes} minutes.`,
      `If this was not you, reset your password: ${mail.origin}/password/forgot`,
    ]),
}

/** `alice@example.com` -> `a***@example.com`: enough for the owner to recognise, little for anyone else. */
export const maskedEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***')

/** Told to the old address when staff change a sign-in email (issue 8, finding 16): it carries no link. */
export const sendEmailChangedNotice = (payload: Payload, mail: Omit<TMail, 'origin'>, newEmail: string) =>
  send(payload, { ...mail, origin: '' }, 'Your sign-in email was changed', [
    `The email address you sign in with was changed to ${maskedEmail(newEmail)}, and every signed-in session was ended.`,
    'If you did not expect this, contact us straight away.',
  ])
