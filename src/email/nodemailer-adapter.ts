import fs from 'node:fs'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * Payload email adapter over nodemailer. With SMTP_HOST set, mail goes to that server.
 * Without it (development, tests), each message is written as JSON under MAIL_DIR
 * (default .data/mail) where a developer, or a test, can read it.
 *
 * Written here rather than using @payloadcms/email-nodemailer because that package has no
 * release matching payload 3.90.2 (its 3.90.1 pins payload 3.90.1 exactly).
 */
export const nodemailerAdapter = (): EmailAdapter => () => {
  const from = { address: process.env.MAIL_FROM_ADDRESS ?? 'no-reply@platform.example', name: process.env.MAIL_FROM_NAME ?? 'Investor Platform' }
  const transport = process.env.SMTP_HOST
    ? nodemailer.createTransport({
        host: process.env.SMTP_HOST,
        port: Number(process.env.SMTP_PORT ?? 587),
        secure: process.env.SMTP_SECURE === '1',
        auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } : undefined,
      })
    : nodemailer.createTransport({ jsonTransport: true })
  // Runtime data, not part of the build: the ignore comment keeps Turbopack from tracing the whole project.
  const mailDir = path.resolve(/*turbopackIgnore: true*/ process.env.MAIL_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'mail'))

  return {
    name: 'nodemailer',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const info = await transport.sendMail({ from, ...message } as nodemailer.SendMailOptions)
      if (!process.env.SMTP_HOST) {
        fs.mkdirSync(mailDir, { recursive: true })
        const file = path.join(mailDir, `${Date.now()}-${String(info.messageId).replace(/[^a-z0-9]/gi, '')}.json`)
        fs.writeFileSync(file, (info as unknown as { message: string }).message)
      }
      return info
    },
  }
}
