// One private channel per user (spec 7), named as the portal's real-time client expects.
export const userChannel = (userId: number | string) => `private-App.Models.User.${userId}`

/** Every socket also joins the room of the session it was opened under, so ending that session can close it. */
export const sessionRoom = (sessionId: number) => `session.${sessionId}`

export const NOTIFICATION_EVENT = 'notification'

/** A user may join their own channel and nothing else. */
export function mayJoinChannel(user: { id: number } | null, channelName: string): boolean {
  return !!user && channelName === userChannel(user.id)
}
