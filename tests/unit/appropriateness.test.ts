import { describe, expect, test } from 'vitest'

import { appropriatenessPlan, COOLDOWN_MS, kindFor, publicQuestions, scoreAttempt, UNLIMITED_TRIES } from '@/domain/compliance/appropriateness'
import { answersSchema, ZAppropriatenessSetContent } from '@/domain/compliance/appropriateness-body'
import { DEFAULT_APPROPRIATENESS_SETS } from '@/domain/compliance/default-appropriateness-tests'
import { coolingOffLeft, COOLING_OFF_MS, nextPortalStep, PORTAL_STEP_MESSAGE, portalStepMessage } from '@/domain/onboarding/portal-gate'
import { testClockEnabled } from '@/lib/clock'
import { testClockEndpoints } from '@/lib/test-clock-endpoint'

const NOW = new Date('2026-11-26T12:00:00Z')
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString()

// spec 4, as a table: the switch, passed, the risk warning, the setting, the tries used, the last failure.
describe('spec 4: the appropriateness test plan', () => {
  const base = { testEnabled: true, passed: false, riskWarningEnabled: false, settingTries: 3, used: 0, lastFailedAt: null, now: NOW }
  test.each([
    ['test switched off', { testEnabled: false }, { applies: false, reason: 'disabled' }],
    ['already passed', { passed: true }, { applies: false, reason: 'passed' }],
    ['risk warning on: 9999 tries whatever the setting', { riskWarningEnabled: true, settingTries: 1, used: 5 }, { applies: true, family: 'fca-compliance', allowed: UNLIMITED_TRIES, used: 5, questions: true }],
    ['setting 3, none used', {}, { applies: true, family: 'compliance', allowed: 3, used: 0, questions: true }],
    ['setting 3, two used', { used: 2 }, { allowed: 3, questions: true }],
    ['setting 3, three used: the count only', { used: 3 }, { allowed: 3, used: 3, questions: false }],
    ['setting 3, four used (a lowered setting): the count only', { used: 4 }, { allowed: 3, questions: false }],
    ['setting missing: 9999', { settingTries: null, used: 50 }, { allowed: UNLIMITED_TRIES, questions: true }],
    ['setting zero: 9999', { settingTries: 0, used: 50 }, { allowed: UNLIMITED_TRIES, questions: true }],
    ['failed an hour ago: cooldown, no questions', { used: 1, lastFailedAt: hoursAgo(1) }, { questions: false, cooldownUntil: new Date(NOW.getTime() + 23 * 3_600_000).toISOString() }],
    ['failed 25 hours ago: questions again', { used: 1, lastFailedAt: hoursAgo(25) }, { questions: true, cooldownUntil: null }],
    ['risk warning on, failed an hour ago: still the cooldown', { riskWarningEnabled: true, used: 1, lastFailedAt: hoursAgo(1) }, { allowed: UNLIMITED_TRIES, questions: false }],
    ['test off wins over everything', { testEnabled: false, riskWarningEnabled: true, used: 9, lastFailedAt: hoursAgo(1) }, { applies: false }],
  ] as const)('%s', (_name, input, expected) => {
    expect(appropriatenessPlan({ ...base, ...input })).toMatchObject(expected)
  })

  test('the cooldown is 24 hours to the millisecond', () => {
    const justBefore = appropriatenessPlan({ ...base, used: 1, lastFailedAt: new Date(NOW.getTime() - COOLDOWN_MS + 1).toISOString() })
    const atTheEnd = appropriatenessPlan({ ...base, used: 1, lastFailedAt: new Date(NOW.getTime() - COOLDOWN_MS).toISOString() })
    expect([justBefore.applies && justBefore.questions, atTheEnd.applies && atTheEnd.questions]).toEqual([false, true])
  })

  test('the FCA family alternates its two sets; the general family always takes its own', () => {
    expect([0, 1, 2, 3].map((used) => kindFor('fca-compliance', used))).toEqual(['fca-1', 'fca-2', 'fca-1', 'fca-2'])
    expect(kindFor('compliance', 3)).toBe('appropriateness')
  })
})

describe('the question sets', () => {
  test.each(Object.entries(DEFAULT_APPROPRIATENESS_SETS))('the UK default %s is a valid set', (_kind, set) => {
    expect(ZAppropriatenessSetContent.safeParse(set).success).toBe(true)
  })

  test('an investor gets the options and never which one is correct', () => {
    for (const set of Object.values(DEFAULT_APPROPRIATENESS_SETS)) {
      const text = JSON.stringify(publicQuestions(set))
      expect(text).not.toContain('correct')
      expect(publicQuestions(set).every((question) => Object.keys(question).sort().join() === 'id,options,text')).toBe(true)
    }
  })

  test('scoring: right answers count, the pass mark decides', () => {
    const set = DEFAULT_APPROPRIATENESS_SETS.appropriateness
    const right = Object.fromEntries(set.questions.map((question) => [question.id, question.correct]))
    expect(scoreAttempt(set, right)).toMatchObject({ score: 5, total: 5, passed: true })
    const wrong = (count: number) => Object.fromEntries(set.questions.map((question, at) => [question.id, at < count ? question.options.find((option) => option.id !== question.correct)!.id : question.correct]))
    expect(scoreAttempt(set, wrong(1))).toMatchObject({ score: 4, passed: true })
    expect(scoreAttempt(set, wrong(2))).toMatchObject({ score: 3, passed: false })
  })

  test('answers: every question, one of its options, nothing else', () => {
    const set = DEFAULT_APPROPRIATENESS_SETS.appropriateness
    const schema = answersSchema(set)
    const right = Object.fromEntries(set.questions.map((question) => [question.id, question.correct]))
    expect(schema.safeParse({ answers: right }).success).toBe(true)
    expect(schema.safeParse({ answers: { ...right, loss: 'maybe' } }).success).toBe(false)
    expect(schema.safeParse({ answers: { ...right, extra: 'all' } }).success).toBe(false)
    const { loss: _omitted, ...missing } = right
    expect(schema.safeParse({ answers: missing }).success).toBe(false)
  })

  test('a set whose correct answer is not an option, or whose pass mark exceeds its questions, is refused', () => {
    const set = DEFAULT_APPROPRIATENESS_SETS.appropriateness
    expect(ZAppropriatenessSetContent.safeParse({ ...set, passMark: 6 }).success).toBe(false)
    expect(ZAppropriatenessSetContent.safeParse({ ...set, questions: [{ ...set.questions[0]!, correct: 'nope' }], passMark: 1 }).success).toBe(false)
  })
})

describe('the first-time journey (nextPortalStep)', () => {
  const terms = { terms: { version: 1 } } as never
  const on = { ...(terms as object), features: { risk_warning_enabled: true, compliance_test_enabled: true } } as never
  const off = { ...(terms as object), features: { risk_warning_enabled: false, compliance_test_enabled: false } } as never
  const done = { email_verified_at: hoursAgo(100), accepted_terms_version: 1, risk_warning_accepted_at: hoursAgo(90), offers_requested_at: hoursAgo(80), offers_proceeded_at: hoursAgo(50), compliance_passed: true }
  const inForce = { categorisation: 'in-force' } as const

  test.each([
    ['not verified', { email_verified_at: null }, inForce, on, 'verify-email'],
    ['old terms', { accepted_terms_version: 0 }, inForce, on, 'accept-terms'],
    ['no categorisation (or expired)', {}, { categorisation: 'none' }, on, 'categorise'],
    ['categorisation waiting for staff', {}, { categorisation: 'pending' }, on, 'categorisation-pending'],
    ['risk warning not read (switch on)', { risk_warning_accepted_at: null }, inForce, on, 'risk-warning'],
    ['risk warning not read (switch off): straight to the cooling-off', { risk_warning_accepted_at: null, offers_requested_at: null, offers_proceeded_at: null }, inForce, off, 'cooling-off'],
    ['offers never requested', { offers_requested_at: null, offers_proceeded_at: null }, inForce, on, 'cooling-off'],
    ['requested 23 hours ago', { offers_requested_at: hoursAgo(23), offers_proceeded_at: null }, inForce, on, 'cooling-off'],
    ['requested 24 hours ago: the choice', { offers_requested_at: hoursAgo(24), offers_proceeded_at: null }, inForce, on, 'offer-choice'],
    ['test not passed (switch on)', { compliance_passed: false }, inForce, on, 'appropriateness-test'],
    ['test not passed (switch off): done', { compliance_passed: false }, inForce, off, null],
    ['everything done', {}, inForce, on, null],
  ] as const)('%s', (_name, user, facts, tenant, step) => {
    expect(nextPortalStep({ ...done, ...user }, tenant, facts, NOW)).toBe(step)
  })

  test('cooling-off left counts down from the first request', () => {
    expect(coolingOffLeft({ offers_requested_at: null }, NOW)).toBe(COOLING_OFF_MS)
    expect(coolingOffLeft({ offers_requested_at: hoursAgo(22) }, NOW)).toBe(2 * 3_600_000)
    expect(coolingOffLeft({ offers_requested_at: hoursAgo(30) }, NOW)).toBe(0)
  })

  test('messages come from terminology, defaults without it', () => {
    expect(portalStepMessage('cooling-off', { stepCoolingOff: 'Wait a day, please.' })).toBe('Wait a day, please.')
    expect(portalStepMessage('cooling-off')).toBe(PORTAL_STEP_MESSAGE['cooling-off'])
  })
})

describe('the test clock', () => {
  test('its control exists only in tests: never in a production process', () => {
    expect(testClockEnabled({ NODE_ENV: 'production' })).toBe(false)
    expect(testClockEnabled({ NODE_ENV: 'development' })).toBe(false)
    expect(testClockEndpoints({ NODE_ENV: 'production' })).toEqual([])
    expect(testClockEnabled({ NODE_ENV: 'test' })).toBe(true)
    expect(testClockEnabled({ NODE_ENV: 'production', TEST_CLOCK_CONTROL: '1' })).toBe(true)
    expect(testClockEndpoints({ NODE_ENV: 'test' }).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(['post /test-clock', 'get /test-clock', 'delete /test-clock'])
  })
})
