// One private channel per user (spec 7), named as the portal's real-time client expects.
export const userChannel = (userId: number | string) => `private-App.Models.User.${userId}`

export const NOTIFICATION_EVENT = 'notification'

/** A user may join their own channel and nothing else. */
export function mayJoinChannel(user: { id: number } | null, channelName: string): boolean {
  return !!user && channelName === userChannel(user.id)
}
