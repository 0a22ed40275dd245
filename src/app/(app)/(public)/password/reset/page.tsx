import { NewPasswordScreen } from '@/features/auth/new-password-screen'

export const metadata = { title: 'Reset your password' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ResetPasswordPage({ searchParams }: TProps) {
  return (
    <NewPasswordScreen
      title="Reset your password"
      intro="Choose a new password for"
      submitLabel="Reset password"
      endpoint="/password/reset"
      searchParams={await searchParams}
    />
  )
}
