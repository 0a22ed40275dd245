'use client'

// The same boundary as the app's, placed inside this area's layout so the error shows within its shell (spec 2.4).
import AppError from '../error'

export default AppError
