import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import type { Tenant, User } from '@/payload-types'
import { TENANT_CACHE_TTL_MS } from '@/tenancy/resolve-tenant'

import { TestClient } from '../support/http-client'
import { createTestUser, deleteRunUsers, newestMailArriving, tenantByCode, testPayload, unique } from '../support/payload'

// Issue 8, finding 2: reset links were built from the request's Host / X-Forwarded-Host, so a
// reset requested with `X-Forwarded-Host: attacker.example` mailed the victim a link that handed
// the token to the attacker. Links now come from the tenant's own domain; every value in a mail's
// HTML is escaped.

let payload: Payload
let demo: Tenant

const createInvestor = (): Promise<User> => createTestUser(payload, demo, ROLE.user, { slug: 'victim' })

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
})

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('links in mail point at the tenant’s own address', () => {
  test('a reset requested with a forged X-Forwarded-Host and Forwarded header still links to the tenant', async () => {
    const victim = await createInvestor()
    const attacker = new TestClient('demo')
    await attacker.csrf()
    const forged = { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http', forwarded: 'host=attacker.example' }
    const response = await attacker.request('POST', '/password/email', { body: { email: victim.email }, headers: forged })
    expect(response.status).toBe(200)
    const mail = await newestMailArriving(victim.email)
    const links = [...(mail.text ?? '').matchAll(/https?:\/\/[^\s/]+/g)].map((match) => new URL(match[0]).host)
    expect(links.length).toBeGreaterThan(0)
    expect(links.every((host) => host === demo.domains![0].domain)).toBe(true)
    expect(`${mail.text}${mail.html}`).not.toContain('attacker.example')
  })

  test('the registration’s verification link too', async () => {
    const visitor = new TestClient('demo')
    await visitor.csrf()
    const email = `${unique('register')}@links.test`
    const response = await visitor.request('POST', '/api/auth/manual-register', {
      body: { name: 'Reg', surname: 'Ister', email, password: 'register-password-1', password_confirmation: 'register-password-1' },
      headers: { 'x-forwarded-host': 'attacker.example' },
    })
    expect(response.status, response.text).toBe(201)
    expect((await newestMailArriving(email)).text).not.toContain('attacker.example')
  })
})

describe('mail HTML is escaped', () => {
  test('a tenant name with markup arrives as text', async () => {
    const custodian = await tenantByCode(payload, 'custodian')
    const markup = '<img src=x onerror=alert(1)>'
    await payload.update({ collection: 'tenants', id: custodian.id, data: { name: `Custodian ${markup}` }, overrideAccess: true })
    try {
      const user = await createTestUser(payload, custodian, ROLE.user, { slug: 'escaped' })
      // The server caches tenants for a few seconds: wait that out so its mail carries the new name.
      await new Promise((resolve) => setTimeout(resolve, TENANT_CACHE_TTL_MS + 1000))
      const client = new TestClient('custodian')
      await client.csrf()
      await client.request('POST', '/password/email', { body: { email: user.email } })
      const { html = '' } = await newestMailArriving(user.email)
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
      expect(html).not.toContain(markup)
    } finally {
      await payload.update({ collection: 'tenants', id: custodian.id, data: { name: custodian.name }, overrideAccess: true })
    }
  }, 60_000)
})
