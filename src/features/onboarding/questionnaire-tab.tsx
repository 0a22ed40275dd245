import { Badge, Box, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react'
import type { Where } from 'payload'

import { can } from '@/access/permissions'
import type { QuestionnaireAnswer } from '@/payload-types'
import {
  answerText,
  bandDescription,
  contentOf,
  QUESTIONNAIRE_KIND_LABEL,
  type TAnswers,
  type TQuestion,
  type TQuestionnaireContent,
  type TQuestionnaireKind,
} from '@/domain/onboarding/questionnaires'
import { formatDateTime } from '@/lib/dates'
import { term, type TTerminology } from '@/tenancy/terminology'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { EmptyPanel } from '@/ui/empty-panel'
import { recordFormLooks } from '@/ui/records/record-form-looks'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

import { QuestionnaireAnswersForm } from './questionnaire-answers-form'

// The registration-form, fact-find and risk-profile tabs of an investor's or a contact's record
// (spec 2.1, issue 11 §7, decision 026): the latest answers with when, by whom and against which
// version; every earlier submission below as history; and, for staff who may change the record,
// the form to record new answers against the current version.

export type TQuestionnaireSubject = { collection: 'users' | 'contacts'; id: number }

const EMPTY_TEXT: Record<TQuestionnaireKind, string> = {
  registration: 'Personal details, address, employment and source of funds, as the firm’s registration form asks them.',
  'fact-find': 'Income, assets and liabilities, objectives, time horizon and investing experience, as the firm’s fact find asks them.',
  'risk-profile': 'The attitude-to-risk questionnaire’s answers, the score they add up to and the risk band it gives.',
}

const answersOf = (value: unknown): TAnswers => (value && typeof value === 'object' && !Array.isArray(value) ? (value as TAnswers) : {})

function whoAndWhen(row: QuestionnaireAnswer): string {
  const by = row.source === 'investor' ? 'by the investor' : row.recordedByName ? `by ${row.recordedByName}, on their behalf` : 'by staff'
  return `Answered ${formatDateTime(row.createdAt)} ${by} (version ${row.version})`
}

function RiskResult({ content, row }: { content: TQuestionnaireContent; row: QuestionnaireAnswer }) {
  if (!row.band) return null
  return (
    <Stack direction="row" gap={3} align="center" data-testid="risk-band">
      <Badge colorPalette="brand" size="lg">
        {row.band}
      </Badge>
      <Text textStyle="sm">
        Score {row.score}. {bandDescription(content, row.band)}
      </Text>
    </Stack>
  )
}

/** The questions under their sections (a question with `section` starts one). */
function sectionsOf(content: TQuestionnaireContent): Array<{ title: string | null; questions: TQuestion[] }> {
  const sections: Array<{ title: string | null; questions: TQuestion[] }> = []
  for (const question of content.questions) {
    if (question.section || sections.length === 0) sections.push({ title: question.section ?? null, questions: [] })
    sections[sections.length - 1]!.questions.push(question)
  }
  return sections
}

/** The answers of one submission, question by question under their sections, in the words of the version answered. */
function AnswersList({ content, answers }: { content: TQuestionnaireContent; answers: TAnswers }) {
  return (
    <Stack gap={4}>
      {sectionsOf(content).map((section, index) => (
        <Stack key={index} gap={2}>
          {section.title && (
            <Heading as="h3" size="sm" color="fg.muted">
              {section.title}
            </Heading>
          )}
          <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap={3}>
            {section.questions.map((question) => (
              <DataList.Item key={question.id}>
                <DataList.ItemLabel minW={{ md: '72' }} maxW={{ md: '72' }}>
                  {question.label}
                </DataList.ItemLabel>
                <DataList.ItemValue data-question={question.id}>{answerText(question, answers[question.id])}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      ))}
    </Stack>
  )
}

/** The questionnaire's name as the tenant calls it (spec 3 terminology: investorRegistrationForm, investorRiskProfile). */
export function questionnaireLabel(kind: TQuestionnaireKind, terminology: TTerminology): string {
  if (kind === 'registration') return term(terminology, 'investorRegistrationForm')
  if (kind === 'risk-profile') return term(terminology, 'investorRiskProfile')
  return QUESTIONNAIRE_KIND_LABEL[kind]
}

type TProps = { ctx: TDetailContext; subject: TQuestionnaireSubject; kind: TQuestionnaireKind; terminology: TTerminology }

export async function QuestionnaireTab({ ctx, subject, kind, terminology }: TProps) {
  const kindLabel = questionnaireLabel(kind, terminology)
  const person: Where = { [subject.collection === 'users' ? 'investor' : 'contact']: { equals: subject.id } }
  // As the user: the collections' read rules (investors show, within the tenant) decide.
  const [current, history] = await Promise.all([
    ctx.payload.find({ collection: 'questionnaires', where: { and: [{ tenant: { equals: ctx.tenant.id } }, { kind: { equals: kind } }] }, sort: '-version', limit: 1, depth: 0, overrideAccess: false, user: ctx.user }),
    ctx.payload.find({
      collection: 'questionnaire-answers',
      where: { and: [{ tenant: { equals: ctx.tenant.id } }, { kind: { equals: kind } }, person] },
      sort: ['-createdAt', '-id'],
      limit: 50,
      depth: 0,
      overrideAccess: false,
      user: ctx.user,
    }),
  ])
  const version = current.docs[0] ?? null
  const answered = history.docs
  // The versions the answers were given against (each shown in its own words).
  const versionIds = [...new Set(answered.map((row) => (typeof row.questionnaire === 'number' ? row.questionnaire : row.questionnaire.id)))]
  const versions =
    versionIds.length === 0 ? [] : (await ctx.payload.find({ collection: 'questionnaires', where: { id: { in: versionIds } }, limit: versionIds.length, depth: 0, overrideAccess: false, user: ctx.user })).docs
  const contentById = new Map(versions.map((row) => [row.id, contentOf(row)]))
  const contentFor = (row: QuestionnaireAnswer) => contentById.get(typeof row.questionnaire === 'number' ? row.questionnaire : row.questionnaire.id) ?? { questions: [] }

  const mayRecord = can(ctx.user.role_id, 'investors', 'update') && version !== null
  const [latest, ...earlier] = answered
  const forms = mayRecord ? recordFormLooks() : null
  const section = mayRecord ? kitStyle({ fontWeight: 'semibold', textStyle: 'sm', color: 'fg.muted', gridColumn: { sm: 'span 2' }, pt: 2 }) : null
  const sameVersion = latest && version && latest.version === version.version
  return (
    <Stack gap={6} data-testid={`questionnaire-${kind}`}>
      {latest ? (
        <Card.Root data-testid="questionnaire-latest">
          <Card.Header>
            <Card.Title as="h2">{`${kindLabel}: latest answers`}</Card.Title>
            <Text textStyle="sm" color="fg.muted">
              {whoAndWhen(latest)}
              {version && latest.version !== version.version ? `; the current version is ${version.version}` : ''}.
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap={4}>
              <RiskResult content={contentFor(latest)} row={latest} />
              <AnswersList content={contentFor(latest)} answers={answersOf(latest.answers)} />
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : (
        <EmptyPanel
          data-testid="questionnaire-empty"
          title={`${kindLabel}: nothing answered yet`}
          description={`Nothing has been answered yet. ${EMPTY_TEXT[kind]}${version ? '' : ' This firm has no questionnaire of this kind set up.'}`}
        />
      )}
      {forms && section && version && (
        <Card.Root data-testid="questionnaire-record">
          {forms.styles}
          {section.styles}
          <Card.Header>
            <Card.Title as="h2">{latest ? 'Record updated answers' : 'Record answers'}</Card.Title>
            <Text textStyle="sm" color="fg.muted">
              {version.title}, version {version.version}. Saving adds a new submission; earlier answers stay in the history.
            </Text>
          </Card.Header>
          <Card.Body>
            <QuestionnaireAnswersForm
              questionnaireId={version.id}
              subject={subject.collection === 'users' ? { investor: subject.id } : { contact: subject.id }}
              questions={contentOf(version).questions}
              initial={sameVersion ? answersOf(latest.answers) : {}}
              formLabel={`${kindLabel} answers`}
              looks={forms.looks}
              sectionLook={{ className: section.className }}
            />
          </Card.Body>
        </Card.Root>
      )}
      {earlier.length > 0 && (
        <Card.Root data-testid="questionnaire-history">
          <Card.Header>
            <Card.Title as="h2">Earlier answers</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap={3}>
              {earlier.map((row) => (
                <details key={row.id} data-answer={row.id}>
                  <summary>
                    {whoAndWhen(row)}
                    {row.band ? `: ${row.band}, score ${row.score}` : ''}
                  </summary>
                  <Box pt={3}>
                    <AnswersList content={contentFor(row)} answers={answersOf(row.answers)} />
                  </Box>
                </details>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  )
}
