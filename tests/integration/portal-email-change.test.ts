import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { EMAIL_CHANGE_LINK_INVALID, EMAIL_CHANGE_NONE_PENDING, EMAIL_CHANGE_OTHER_ACCOUNT, EMAIL_TAKEN } from '@/features/portal/server/email-change-endpoints'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, linkIn, mailsTo, tenantByCode, TEST_PASSWORD, testPayload, type TMail, unique, userRow } from '../support/payload'

// issue 13 §8 (decision 037): an investor changes their own sign-in email. Over HTTP on the real
// database and the real mail directory: asking needs the current password and an address no other
// account of the tenant has; the link goes to the new address, a notice to the old; only the link
// changes the address (once, before it expires, for its own account), then the old address no longer
// signs in, the new one does, the other sessions are over and the old address is told. The investor
// may cancel a change waiting for its link (the link then is a spent one). Staff and visitors cannot ask.

let payload: Payload
let demo: Tenant
let staff: TestClient
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const newAddress = (slug: string) => `${unique(slug)}@tests.test`

async function signedIn(email: string, password = TEST_PASSWORD): Promise<TestClient> {
  const client = new TestClient('demo')
  await client.login(email, password)
  return client
}

const ask = (client: TestClient, email: string, password = TEST_PASSWORD) => client.request('POST', '/api/portal-profile/email', { body: { email, current_password: password } })
const confirm = (client: TestClient, token: string) => client.request('POST', '/api/auth/email-change/confirm', { body: { token } })
const cancel = (client: TestClient, options: { csrf?: boolean } = {}) => client.request('DELETE', '/api/portal-profile/email', options)

/** The newest mail to `address` whose subject has `subject`, once it has arrived (mail leaves after the response). */
async function mailArriving(address: string, subject: string): Promise<TMail> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const mail = mailsTo(address).filter((each) => each.subject.includes(subject)).at(-1)
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${address}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The token of the confirmation link mailed to `address` (a fresh address each time). */
async function tokenMailedTo(address: string): Promise<string> {
  const mail = await mailArriving(address, 'Confirm your new sign-in email')
  const link = linkIn(mail)
  expect(link.pathname).toBe('/email/change')
  return link.searchParams.get('token')!
}

const trailOf = async (id: number, action: string) =>
  (await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: id } }, { action: { equals: action } }] }, overrideAccess: true, depth: 0, sort: '-createdAt' })).docs

async function canSignIn(email: string): Promise<boolean> {
  const client = new TestClient('demo')
  await client.csrf()
  return (await client.request('POST', '/login', { body: { email, password: TEST_PASSWORD } })).status === 204
}

const visitor = async () => {
  const client = new TestClient('demo')
  await client.csrf()
  return client
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  staff = await signedIn('superadmin@demo.test', 'demo-password-1')
}, 120_000)

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('an investor changes their sign-in email', () => {
  test('the link mailed to the new address changes it; the old address is told; the other sessions end', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'email-owner' })
    const [here, elsewhere] = [await signedIn(investor.email), await signedIn(investor.email)]
    const target = newAddress('email-new')

    const asked = await ask(here, `  ${target.toUpperCase()} `)
    expect(asked.status, show(asked)).toBe(202)
    expect(asked.json<{ pending_email: string }>().pending_email).toBe(target)
    // Nothing changes yet: the old address still signs in, the new one does not.
    expect((await userRow(payload, investor.id))!.email).toBe(investor.email)
    const token = await tokenMailedTo(target)
    const notice = await mailArriving(investor.email, 'A change of your sign-in email was requested')
    expect(notice.text).not.toContain(token)
    expect(notice.text).not.toContain(target)
    expect(notice.text).toContain(`${target[0]}***@tests.test`)
    // The token is stored hashed, never as sent.
    const pending = (await payload.db.pool.query<{ email_change_to: string; email_change_token_hash: string }>('SELECT email_change_to, email_change_token_hash FROM users WHERE id = $1', [investor.id])).rows[0]
    expect(pending.email_change_to).toBe(target)
    expect(pending.email_change_token_hash).not.toContain(token)
    expect(pending.email_change_token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect((await trailOf(investor.id, 'sign-in-email-change-requested'))[0]).toMatchObject({ actorType: 'user', actorId: investor.id, changes: { email: { from: investor.email, to: target } } })
    expect((await here.get('/investor/profile/security')).text).toContain('data-testid="email-change-pending"')

    // Opening the page changes nothing (a mail scanner may follow the link); its button confirms.
    const page = await here.get(`/email/change?token=${encodeURIComponent(token)}`)
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain('Confirm my new email')
    expect((await userRow(payload, investor.id))!.email).toBe(investor.email)

    const confirmed = await confirm(here, token)
    expect(confirmed.status, show(confirmed)).toBe(200)
    expect(confirmed.json()).toMatchObject({ email: target, signed_in: true })
    const row = (await userRow(payload, investor.id))!
    expect(row.email).toBe(target)
    expect(row.email_verified_at).toBeTruthy()
    // This browser carries on; the other session is over.
    expect((await here.get('/api/user')).json<{ email: string }>().email).toBe(target)
    expect((await elsewhere.get('/api/user')).status).toBe(401)
    expect(await canSignIn(investor.email)).toBe(false)
    expect(await canSignIn(target)).toBe(true)
    expect((await trailOf(investor.id, 'sign-in-email-changed'))[0]).toMatchObject({ actorType: 'user', actorId: investor.id, changes: { email: { from: investor.email, to: target } } })
    // The old address is told once more, after the commit: the new address masked, the date, whom to contact, no link.
    const changedNotice = await mailArriving(investor.email, 'Your sign-in email was changed')
    expect(changedNotice.text).toContain(`${target[0]}***@tests.test`)
    expect(changedNotice.text).not.toContain(target)
    expect(changedNotice.text).not.toContain(token)
    expect(changedNotice.text).not.toMatch(/https?:\/\//)
    expect(changedNotice.text).toMatch(/ on \d{1,2} \w{3} \d{4}\D+\d{2}:\d{2} UTC/)
    expect(changedNotice.text).toContain('If this was not you, contact us straight away')
    expect(mailsTo(target).filter((mail) => mail.subject.includes('Your sign-in email was changed'))).toHaveLength(0)

    // The link works once.
    const again = await confirm(await visitor(), token)
    expect(again.status, show(again)).toBe(422)
    expect(again.json<{ errors: Record<string, string[]> }>().errors.token).toEqual([EMAIL_CHANGE_LINK_INVALID])
  })

  test('the investor cancels a change waiting for its link: the link then answers as a spent one', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'email-cancel' })
    const client = await signedIn(investor.email)
    const target = newAddress('email-cancelled')
    expect((await ask(client, target)).status).toBe(202)
    const token = await tokenMailedTo(target)
    const security = await client.get('/investor/profile/security')
    expect(security.text).toContain('data-testid="email-change-pending"')
    expect(security.text).toContain('Cancel change')

    // Without the anti-forgery token nothing happens (as every other write).
    const forged = await cancel(client, { csrf: false })
    expect(forged.status, show(forged)).toBe(419)
    expect((await userRow(payload, investor.id))!.email_change_to).toBe(target)

    const cancelled = await cancel(client)
    expect(cancelled.status, show(cancelled)).toBe(200)
    const row = (await payload.db.pool.query('SELECT email, email_change_to, email_change_token_hash, email_change_expires_at FROM users WHERE id = $1', [investor.id])).rows[0]
    expect(row).toEqual({ email: investor.email, email_change_to: null, email_change_token_hash: null, email_change_expires_at: null })
    expect((await trailOf(investor.id, 'sign-in-email-change-cancelled'))[0]).toMatchObject({ actorType: 'user', actorId: investor.id, changes: { email_change_to: { from: target, to: null } } })
    expect((await client.get('/investor/profile/security')).text).not.toContain('data-testid="email-change-pending"')

    // The mailed link is now the same 422 as a spent one; the address stays and still signs in.
    const late = await confirm(await visitor(), token)
    expect(late.status, show(late)).toBe(422)
    expect(late.json<{ errors: Record<string, string[]> }>().errors.token).toEqual([EMAIL_CHANGE_LINK_INVALID])
    expect((await userRow(payload, investor.id))!.email).toBe(investor.email)
    expect((await client.get('/api/user')).status).toBe(200)
    expect(await canSignIn(investor.email)).toBe(true)

    // Nothing waiting any more: 409 with the reason, and no second trail entry.
    const again = await cancel(client)
    expect(again.status, show(again)).toBe(409)
    expect(again.json<{ message: string }>().message).toBe(EMAIL_CHANGE_NONE_PENDING)
    expect(await trailOf(investor.id, 'sign-in-email-change-cancelled')).toHaveLength(1)
  })

  test('cancelling: nothing waiting or only an expired change is 409; staff 403, visitors 401', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'email-cancel-none' })
    const client = await signedIn(investor.email)
    const none = await cancel(client)
    expect(none.status, show(none)).toBe(409)
    expect(none.json<{ message: string }>().message).toBe(EMAIL_CHANGE_NONE_PENDING)
    expect((await ask(client, newAddress('email-cancel-expired'))).status).toBe(202)
    await payload.db.pool.query(`UPDATE users SET email_change_expires_at = now() - interval '1 minute' WHERE id = $1`, [investor.id])
    expect((await cancel(client)).status).toBe(409)
    expect(await trailOf(investor.id, 'sign-in-email-change-cancelled')).toHaveLength(0)
    expect((await cancel(staff)).status).toBe(403)
    expect((await cancel(await visitor())).status).toBe(401)
  })

  test('a wrong current password is refused and nothing changes or is sent', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'email-wrong-password' })
    const client = await signedIn(investor.email)
    const target = newAddress('email-never')
    const before = await userRow(payload, investor.id)
    const response = await ask(client, target, 'not-my-password-1')
    expect(response.status, show(response)).toBe(422)
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['current_password'])
    expect(await userRow(payload, investor.id)).toEqual(before)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(target)).toHaveLength(0)
    expect(await trailOf(investor.id, 'sign-in-email-change-requested')).toHaveLength(0)
  })

  test('an address another account of the tenant uses is a field error, saying no more than registration does', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'email-taker' })
    const other = await createTestUser(payload, demo, ROLE.user, { slug: 'email-taken' })
    const client = await signedIn(investor.email)
    const before = await userRow(payload, investor.id)
    for (const taken of [other.email, 'superadmin@demo.test']) {
      const response = await ask(client, taken)
      expect(response.status, show(response)).toBe(422)
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({ email: [EMAIL_TAKEN] })
    }
    const own = await ask(client, investor.email)
    expect(own.status, show(own)).toBe(422)
    expect(await userRow(payload, investor.id)).toEqual(before)
    expect((await userRow(payload, other.id))!.email).toBe(other.email)
  })

  test('an expired link is refused and the address stays', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'email-late' })
    const client = await signedIn(investor.email)
    const target = newAddress('email-late-new')
    expect((await ask(client, target)).status).toBe(202)
    const token = await tokenMailedTo(target)
    await payload.db.pool.query(`UPDATE users SET email_change_expires_at = now() - interval '1 minute' WHERE id = $1`, [investor.id])
    const response = await confirm(client, token)
    expect(response.status, show(response)).toBe(422)
    expect(response.json<{ errors: Record<string, string[]> }>().errors.token).toEqual([EMAIL_CHANGE_LINK_INVALID])
    expect((await userRow(payload, investor.id))!.email).toBe(investor.email)
    expect((await client.get('/api/user')).status).toBe(200)
    for (const odd of ['', 'x'.repeat(300), 'not-a-token']) expect((await confirm(client, odd)).status, odd).toBe(422)
  })

  test('another investor cannot use someone else’s link; the owner’s link then works without a session and ends every session', async () => {
    const owner = await createTestUser(payload, demo, ROLE.user, { slug: 'email-link-owner' })
    const intruder = await createTestUser(payload, demo, ROLE.user, { slug: 'email-link-intruder' })
    const [ownerClient, intruderClient] = [await signedIn(owner.email), await signedIn(intruder.email)]
    const target = newAddress('email-link-new')
    expect((await ask(ownerClient, target)).status).toBe(202)
    const token = await tokenMailedTo(target)

    const refused = await confirm(intruderClient, token)
    expect(refused.status, show(refused)).toBe(403)
    expect(refused.json<{ message: string }>().message).toBe(EMAIL_CHANGE_OTHER_ACCOUNT)
    expect((await userRow(payload, owner.id))!.email).toBe(owner.email)
    expect((await userRow(payload, intruder.id))!.email).toBe(intruder.email)
    expect((await intruderClient.get('/api/user')).status).toBe(200)
    // Staff signed in on the tenant are another account too.
    expect((await confirm(staff, token)).status).toBe(403)
    // On another tenant's host the link names nobody.
    const angel = new TestClient('angel')
    await angel.csrf()
    expect((await confirm(angel, token)).status).toBe(422)

    const opened = await confirm(await visitor(), token)
    expect(opened.status, show(opened)).toBe(200)
    expect(opened.json()).toMatchObject({ email: target, signed_in: false })
    expect((await ownerClient.get('/api/user')).status).toBe(401)
    expect((await intruderClient.get('/api/user')).status).toBe(200)
    expect(await canSignIn(target)).toBe(true)
  })

  test('a new request replaces the earlier link, and requests are limited like other mail', async () => {
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'email-often' })
    const client = await signedIn(investor.email)
    const [first, second, third] = [newAddress('email-first'), newAddress('email-second'), newAddress('email-third')]
    expect((await ask(client, first)).status).toBe(202)
    const firstToken = await tokenMailedTo(first)
    expect((await ask(client, second)).status).toBe(202)
    await tokenMailedTo(second)
    expect((await confirm(client, firstToken)).status).toBe(422)
    expect((await ask(client, third)).status).toBe(202)
    const limited = await ask(client, newAddress('email-fourth'))
    expect(limited.status, show(limited)).toBe(429)
    expect(limited.headers['retry-after']).toBeTruthy()
    expect((await userRow(payload, investor.id))!.email).toBe(investor.email)
  })

  test('staff and visitors cannot ask; an investor before the account steps cannot either', async () => {
    const target = newAddress('email-staff')
    const byStaff = await ask(staff, target, 'demo-password-1')
    expect(byStaff.status, show(byStaff)).toBe(403)
    expect((await userRow(payload, (await payload.find({ collection: 'users', where: { email: { equals: 'superadmin@demo.test' } }, overrideAccess: true, depth: 0 })).docs[0].id))!.email).toBe('superadmin@demo.test')
    expect((await ask(await visitor(), target)).status).toBe(401)
    const unverified = await createTestUser(payload, demo, ROLE.user, { slug: 'email-unverified', email_verified_at: null } as Partial<User>)
    expect((await ask(await signedIn(unverified.email), target)).status).toBe(403)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(target)).toHaveLength(0)
  })
})
