import { NewPasswordScreen } from '@/features/auth/new-password-screen'

export const metadata = { title: 'Set your password' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SetPasswordPage({ searchParams }: TProps) {
  return (
    <NewPasswordScreen
      title="Set your password"
      intro="Choose the password for your account"
      submitLabel="Set password"
      endpoint="/api/auth/set-password"
      searchParams={await searchParams}
    />
  )
}
