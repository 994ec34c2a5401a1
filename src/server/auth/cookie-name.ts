/**
 * The team session cookie's name on plain http (local runs); on https browsers get
 * `__Secure-team.session_token`, which they accept only over https with the Secure flag.
 * better-auth makes it from the `team` cookie prefix (src/server/auth/team-auth.ts).
 */
export { TEAM_COOKIE_PREFIX, TEAM_SESSION_COOKIE } from '@/lib/browser-storage'
