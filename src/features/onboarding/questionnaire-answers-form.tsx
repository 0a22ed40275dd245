'use client'

import { Fragment } from 'react'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { optionsOf, type TAnswers, type TQuestion } from '@/domain/onboarding/questionnaires'
import { apiFetch } from '@/lib/api-client'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import type { TLook } from '@/ui/chakra-rsc/kit-style'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'
import type { TRecordFormLooks } from '@/ui/records/record-form-looks'

type TValues = { answers: Record<string, string> }

type TProps = {
  questionnaireId: number
  /** Whose answers: `investor` or `contact` with its id. */
  subject: { investor: number } | { contact: number }
  questions: TQuestion[]
  /** The latest answers to this same version, to start from (an update); empty for a first submission. */
  initial: TAnswers
  /** The form's accessible name (the questionnaire as the tenant calls it). */
  formLabel: string
  looks: TRecordFormLooks
  sectionLook: TLook
}

const asText = (value: TAnswers[string] | undefined) => (value === null || value === undefined ? '' : String(value))

/**
 * Staff record an investor's or a contact's answers to the current version of a questionnaire
 * (POST /api/questionnaire-answers/record, decision 026). The form only draws the version's
 * questions; the server checks every answer against the version and puts its errors under the
 * questions. A submission is a new row: the earlier answers stay as history.
 */
export function QuestionnaireAnswersForm({ questionnaireId, subject, questions, initial, formLabel, looks, sectionLook }: TProps) {
  const router = useRouter()
  const defaults: TValues = { answers: Object.fromEntries(questions.map((question) => [question.id, asText(initial[question.id])])) }
  const form = useForm<TValues>({ defaultValues: defaults })
  const { register, formState } = form
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf(questions.map((question) => `answers.${question.id}` as const)),
    send: async (values) => {
      await apiFetch('/api/questionnaire-answers/record', { method: 'POST', body: { questionnaire: questionnaireId, ...subject, answers: values.answers } })
      router.refresh()
      return 'stay'
    },
  })
  const selectLooks = { root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }
  const control = (question: TQuestion, props: object) => {
    const name = `answers.${question.id}` as const
    switch (question.kind) {
      case 'textarea':
        return <textarea {...props} data-part="textarea" rows={3} className={looks.textarea.className} {...register(name)} />
      case 'select':
      case 'yes-no':
        return (
          <PlainSelect looks={selectLooks} {...props} {...register(name)}>
            <option value="">Choose…</option>
            {optionsOf(question).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </PlainSelect>
        )
      case 'date':
        return <input {...props} data-part="input" type="date" className={looks.input.className} {...register(name)} />
      case 'number':
      case 'money':
        return <input {...props} data-part="input" type="text" inputMode="numeric" autoComplete="off" className={looks.input.className} {...register(name)} />
      default:
        return <input {...props} data-part="input" type="text" autoComplete="off" className={looks.input.className} {...register(name)} />
    }
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={formLabel}>
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <div className={looks.callGrid.className}>
          {questions.map((question) => (
            <Fragment key={question.id}>
              {question.section && (
                <p className={sectionLook.className} role="heading" aria-level={3}>
                  {question.section}
                </p>
              )}
              <PlainField
                looks={looks}
                rootLook={question.kind === 'textarea' || question.label.length > 60 ? looks.wideField : undefined}
                label={question.label}
                required={question.required}
                error={formState.errors.answers?.[question.id]?.message}
              >
                {(props) => control(question, question.helper ? { ...props, title: question.helper } : props)}
              </PlainField>
            </Fragment>
          ))}
        </div>
        <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
          Save answers
        </PlainButton>
      </div>
    </form>
  )
}
