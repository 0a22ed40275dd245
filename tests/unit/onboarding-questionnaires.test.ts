import { describe, expect, test } from 'vitest'

import { DEFAULT_QUESTIONNAIRES, DEMO_RISK_PROFILE_V2 } from '@/domain/onboarding/default-questionnaires'
import { answersSchema, ZQuestionnaireContent } from '@/domain/onboarding/questionnaire-body'
import { answerText, riskResult, type TQuestionnaireContent } from '@/domain/onboarding/questionnaires'

// Decision 026: the defaults are valid versions, the answers schema is built from a version's
// questions, and the risk band is the highest band the total reaches.

const content: TQuestionnaireContent = {
  questions: [
    { id: 'income', label: 'Income (£)', kind: 'money', required: true },
    { id: 'children', label: 'Children', kind: 'number', min: 0, max: 10 },
    { id: 'born', label: 'Date of birth', kind: 'date' },
    { id: 'pep', label: 'PEP?', kind: 'yes-no', required: true },
    { id: 'mood', label: 'Mood', kind: 'select', required: true, options: [{ value: 'calm', label: 'Calm', score: 1 }, { value: 'bold', label: 'Bold', score: 5 }] },
    { id: 'notes', label: 'Notes', kind: 'textarea', maxLength: 10 },
  ],
  bands: [
    { min: 0, band: 'Low', description: 'low' },
    { min: 4, band: 'High', description: 'high' },
  ],
}

describe('questionnaire versions', () => {
  test.each([...DEFAULT_QUESTIONNAIRES, DEMO_RISK_PROFILE_V2].map((questionnaire) => [`${questionnaire.kind} (${questionnaire.questions.length} questions)`, questionnaire]))('%s is a valid version', (_, questionnaire) => {
    expect(ZQuestionnaireContent.safeParse(questionnaire).success).toBe(true)
  })

  test('repeated ids and a choice with one option are refused', () => {
    const repeated = ZQuestionnaireContent.safeParse({ questions: [content.questions[0], content.questions[0]] })
    expect(repeated.success).toBe(false)
    const lonely = ZQuestionnaireContent.safeParse({ questions: [{ id: 'x', label: 'X', kind: 'select', options: [{ value: 'a', label: 'A' }] }] })
    expect(lonely.success).toBe(false)
  })
})

describe('answersSchema', () => {
  const schema = answersSchema(content)

  test('reads form text as the version asks: whole pounds, blanks as null', () => {
    const parsed = schema.parse({ income: '£120,000', children: '2', born: '1980-02-29', pep: 'no', mood: 'bold', notes: '' })
    expect(parsed).toEqual({ income: 120_000, children: 2, born: '1980-02-29', pep: 'no', mood: 'bold', notes: null })
  })

  test('names each bad answer by its question', () => {
    const result = schema.safeParse({ income: 'lots', children: 11, born: '1980-13-45', pep: '', mood: 'wild', notes: 'far too long', extra: 1 })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.') || 'form', issue.message]))
    expect(byField).toMatchObject({ income: 'Enter an amount in whole pounds', children: 'Enter 10 or less', born: 'Enter a date', pep: 'Answer this question', mood: 'Choose one of the options', notes: 'Use at most 10 characters' })
    expect(byField.form).toBeDefined()
  })

  test('a required question left out is a missing answer, never a zero', () => {
    const result = schema.safeParse({ pep: 'yes', mood: 'calm' })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['income', 'Answer this question']])
  })
})

describe('riskResult and answerText', () => {
  test('the band is the highest band the total reaches', () => {
    expect(riskResult(content, { mood: 'calm' })).toEqual({ score: 1, band: 'Low' })
    expect(riskResult(content, { mood: 'bold' })).toEqual({ score: 5, band: 'High' })
    expect(riskResult({ questions: content.questions }, { mood: 'bold' })).toBeNull()
  })

  test('answers in words', () => {
    expect(answerText(content.questions[0]!, 120_000)).toBe('£120,000')
    expect(answerText(content.questions[3]!, 'no')).toBe('No')
    expect(answerText(content.questions[4]!, 'bold')).toBe('Bold')
    expect(answerText(content.questions[2]!, '1980-02-29')).toBe('29 Feb 1980')
    expect(answerText(content.questions[5]!, null)).toBe('Not answered')
  })
})
