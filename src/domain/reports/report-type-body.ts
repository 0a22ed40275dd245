import { z } from 'zod'

import { zOptionalText, zText } from '@/domain/values'

/** spec 6 report_types: a tenant's kinds of update report (quarterly update, board minutes, ...). */
export const ZReportTypeBody = z.object({
  name: zText('Enter a name', 100),
  description: zOptionalText(500),
})
