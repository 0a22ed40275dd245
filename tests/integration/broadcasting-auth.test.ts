import { beforeAll, describe, expect, it } from 'vitest'

import { userChannel } from '@/realtime/channels'

import { TestClient } from '../support/http-client'

describe('POST /api/broadcasting/auth (spec 7)', () => {
  const investor = new TestClient('demo')
  let ownId = 0
  let otherId = 0

  beforeAll(async () => {
    await investor.login('investor@demo.test')
    ownId = (await investor.get('/api/user')).json<{ id: number }>().id
    const admin = new TestClient('demo')
    await admin.login('superadmin@demo.test')
    otherId = (await admin.get('/api/user')).json<{ id: number }>().id
  })

  it('lets a user join their own channel', async () => {
    const response = await investor.request('POST', '/api/broadcasting/auth', { body: { socket_id: 'abc.1', channel_name: userChannel(ownId) } })
    expect(response.status).toBe(200)
    expect(response.json<{ authorised: boolean }>().authorised).toBe(true)
  })

  it("refuses another user's channel and made-up channels", async () => {
    for (const channel of [userChannel(otherId), 'private-App.Models.User.*', 'presence-everyone']) {
      const response = await investor.request('POST', '/api/broadcasting/auth', { body: { socket_id: 'abc.1', channel_name: channel } })
      expect(response.status, channel).toBe(403)
    }
  })

  it('refuses anyone without a session', async () => {
    const visitor = new TestClient('demo')
    await visitor.csrf()
    const response = await visitor.request('POST', '/api/broadcasting/auth', { body: { socket_id: 'abc.1', channel_name: userChannel(ownId) } })
    expect(response.status).toBe(401)
  })
})
