import { Providers } from '@/components/site/providers'

/** The root layout's Providers hold only the notification region: an island of its own here. */
export function Notifications() {
  return <Providers>{null}</Providers>
}
