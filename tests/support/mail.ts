import fs from 'node:fs'
import path from 'node:path'

/**
 * Mail the server wrote without SMTP (src/email/nodemailer-adapter.ts: one JSON file per message
 * under MAIL_DIR), read without Payload so browser tests can use it. scripts/test.ts sets MAIL_DIR
 * for the server and for Playwright alike.
 */
export const mailDir = () => path.resolve(process.env.MAIL_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'mail'))

type TStoredMail = { to?: Array<{ address: string }>; subject?: string; text?: string }

/** The newest mail to `address`, or null while there is none. */
export function newestMailTo(address: string): TStoredMail | null {
  const dir = mailDir()
  if (!fs.existsSync(dir)) return null
  const wanted = address.toLowerCase()
  const mails = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(dir, file))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs || a.localeCompare(b))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as TStoredMail)
    .filter((mail) => mail.to?.some((to) => to.address.toLowerCase() === wanted))
  return mails[mails.length - 1] ?? null
}

/** The path and query of the first link in the newest mail to `address` (the host is the caller's: it may read https in production). */
export async function linkPathInNewestMail(address: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const match = newestMailTo(address)?.text?.match(/https?:\/\/\S+/)
    if (match) {
      const url = new URL(match[0])
      return `${url.pathname}${url.search}`
    }
    if (Date.now() > deadline) throw new Error(`No mail with a link to ${address} in ${mailDir()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
