/**
 * A field hidden from people and left empty by them; bots that fill every input fill it too.
 * Forms send it only when it has a value, so real payloads stay exactly as docs/product.md (API) lists them.
 */
export const HONEYPOT_FIELD = 'website'
