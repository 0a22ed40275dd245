import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * Browser tests drive Debian's Chromium (Playwright cannot download browsers here). When it is
 * missing and we are root, install it with apt-get; otherwise stop and say how.
 */
export function ensureChromium(log: (message: string) => void): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (fs.existsSync(candidate)) return candidate
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    log('Chromium is missing: installing Debian package "chromium" with apt-get')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
    if (install.status === 0 && fs.existsSync(candidate)) return candidate
  }
  console.error(
    `Chromium was not found at ${candidate}. Install it (Debian/Ubuntu: "sudo apt-get install -y chromium") ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
  )
  process.exit(1)
}
