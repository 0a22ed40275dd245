import { expect, test } from 'vitest'

import { showClientErrorMessages } from '@/lib/client-error-messages'

// Payload's REST answer loses a field error's `data` when the error's class is another copy than the
// route's (pages and route handlers each hold Payload in the production build): put back here.

type THookArgs = Parameters<typeof showClientErrorMessages>[0]

const run = (error: object, result: unknown) => showClientErrorMessages({ error, result } as unknown as THookArgs)

const fieldError = Object.assign(new Error('The following field is invalid: Stage'), {
  status: 400,
  isPublic: true,
  data: { collection: 'deals', errors: [{ path: 'stage', message: 'Choose a stage of this pipeline' }] },
})

test('a field error whose data Payload dropped gets it back', () => {
  expect(run(fieldError, { errors: [{ message: fieldError.message }] })).toEqual({
    response: { errors: [{ name: 'ValidationError', data: fieldError.data, message: fieldError.message }] },
  })
})

test('an answer that has the data, a server error and a private error are left alone', () => {
  expect(run(fieldError, { errors: [{ name: 'ValidationError', data: fieldError.data, message: fieldError.message }] })).toBeUndefined()
  expect(run({ ...fieldError, message: fieldError.message, status: 500 }, { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined()
  expect(run({ ...fieldError, message: fieldError.message, isPublic: false }, { errors: [{ message: 'x' }] })).toBeUndefined()
})

test('a hidden client error message is shown', () => {
  expect(run(Object.assign(new Error('Invalid JSON'), { status: 400 }), { errors: [{ message: 'An unknown error occurred.' }] })).toEqual({ response: { errors: [{ message: 'Invalid JSON' }] } })
})
