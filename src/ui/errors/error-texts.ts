// spec 2.4 and 8: the error pages' texts.
export const errorTitle = (status: number) => `Error - ${status}`

export function errorTexts(status: number, variant: 'visitor' | 'investor' | 'staff') {
  const notFound = status === 404
  return {
    heading: notFound
      ? variant === 'investor'
        ? "Sorry that page doesn't seem to exist"
        : '404 page not found'
      : variant === 'investor'
        ? 'Something went wrong'
        : 'Something went wrong...',
    body: notFound
      ? 'The page you requested cannot be found. Click below to return to our homepage'
      : 'Click below to return to our homepage or try again later.',
  }
}
