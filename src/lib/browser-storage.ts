/**
 * Everything the site keeps in a visitor's browser, named in one place: the client code reads and
 * writes these names, the server sets the cookies under them, and a unit test checks that the
 * privacy policy names every one (src/server/privacy/privacy-policy-coverage.test.ts). A new key
 * or cookie goes here first.
 */

/** Local storage: the visitor's answer to the cookie notice ('accepted'). */
export const COOKIE_CONSENT_KEY = 'cookieConsent'
export const COOKIE_CONSENT_ACCEPTED = 'accepted'

/** Local storage: the articles a visitor saved (slug, title, address), in this browser only. */
export const SAVED_ARTICLES_KEY = 'savedArticles'

/**
 * Local storage: 'dismissed' once a visitor closes the suggestion to read the site in the other
 * language, which their browser prefers (src/components/site/language-suggestion.tsx).
 */
export const LANGUAGE_SUGGESTION_KEY = 'languageSuggestion'
export const LANGUAGE_SUGGESTION_DISMISSED = 'dismissed'

/** Local storage, team members only: the last filters they chose on each lead list. */
export const ADMIN_LEAD_FILTERS_KEY = 'adminLeadFilters'

/** Session storage: the chat conversation shown in the panel, for this tab only. */
export const CHAT_HISTORY_KEY = 'chatMessages'

/** Cookie set by the server: ties a visitor's chat messages into one conversation (30 days). */
export const CHAT_CONVERSATION_COOKIE = 'chat_conversation'

/**
 * Session cookie set by the server when a page is opened from another website or by a link with
 * campaign labels: where the browser session came from (src/lib/visit-source.ts, decision 0025).
 */
export const VISIT_SOURCE_COOKIE = 'visit_source'

/**
 * Cookie prefix of the team's sign-in session (better-auth adds `.session_token`; on https the
 * browser gets `__Secure-team.session_token`). Only people on the team who sign in get it.
 */
export const TEAM_COOKIE_PREFIX = 'team'
export const TEAM_SESSION_COOKIE = `${TEAM_COOKIE_PREFIX}.session_token`

export type BrowserStorageEntry = {
  name: string
  kind: 'local storage' | 'session storage' | 'cookie'
}

/** Every name above, with where the browser keeps it: what the privacy policy must list. */
export const browserStorageEntries: readonly BrowserStorageEntry[] = [
  { name: COOKIE_CONSENT_KEY, kind: 'local storage' },
  { name: SAVED_ARTICLES_KEY, kind: 'local storage' },
  { name: LANGUAGE_SUGGESTION_KEY, kind: 'local storage' },
  { name: ADMIN_LEAD_FILTERS_KEY, kind: 'local storage' },
  { name: CHAT_HISTORY_KEY, kind: 'session storage' },
  { name: CHAT_CONVERSATION_COOKIE, kind: 'cookie' },
  { name: VISIT_SOURCE_COOKIE, kind: 'cookie' },
  { name: TEAM_SESSION_COOKIE, kind: 'cookie' },
]
