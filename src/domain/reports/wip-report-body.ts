import { z } from 'zod'

import { zDate, zOptionalDate, zOptionalText, zRelationId, zText } from '@/domain/values'

import { WIP_STATUSES } from './wip-reports'

/** A WIP report as the REST API takes it (docs/decisions/033). Its author is the server's. */
export const ZWipReportBody = z.object({
  title: zText('Enter a title', 200),
  status: z.enum(WIP_STATUSES, 'Choose a status'),
  periodEnding: zDate('Enter the date the report is as at'),
  deal: zRelationId('Choose a deal from the list').nullish(),
  opportunity: zRelationId('Choose an opportunity from the list').nullish(),
  owner: zRelationId('Choose a staff member from the list').nullish(),
  progress: zText('Say how the work is going', 5000),
  nextSteps: zOptionalText(5000),
  risks: zOptionalText(5000),
  dueOn: zOptionalDate,
})
