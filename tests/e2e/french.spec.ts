import { frenchPaths, servedInFrench } from '@/content/french-routes'
import { FRENCH_ILLUSTRATIVE_NOTE_LABEL } from '@/content/illustrative'
import { queryE2eDatabase } from './database'
import { waitForMail } from './mailbox'
import { DESKTOP, PHONE, expect, expectNoSeriousA11yViolations, test } from './fixtures'

/** issue 23: the French blog under /fr, its articles, and the switch between the languages. */

const ENGLISH_ARTICLE = '/blog/merchant-cash-advance-true-cost'
const FRENCH_ARTICLE = '/fr/blogue/cout-reel-avance-de-fonds-aux-commercants'

/** The French pages built so far, with their English twins. */
const twins = [...servedInFrench].map((english) => [english, frenchPaths[english]] as const)

test('every French page answers in French with its own title, description, alternates and image', async ({
  page,
  request,
}) => {
  test.setTimeout(twins.length * 8_000)
  const titles = new Set<string>()
  for (const [address, french] of twins) {
    const response = await page.goto(french)
    expect(response?.status(), french).toBe(200)
    await expect(page.locator('html'), french).toHaveAttribute('lang', 'fr-CA')
    // The privacy policy's second address names the first as its canonical one, in each language.
    const english = address === '/privacy-and-terms' ? '/privacy-terms' : address
    const canonical = frenchPaths[english]
    const title = await page.title()
    if (address !== '/privacy-and-terms') {
      expect(titles.has(title), `${french} repeats "${title}"`).toBe(false)
      titles.add(title)
    }
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
    expect((await meta('meta[name="description"]'))?.length, french).toBeGreaterThan(50)
    expect(await meta('meta[property="og:locale"]'), french).toBe('fr_CA')
    const pathOf = async (selector: string) =>
      new URL((await page.locator(selector).getAttribute('href'))!).pathname
    expect(await pathOf('link[rel="canonical"]'), french).toBe(canonical)
    expect(await pathOf('link[rel="alternate"][hreflang="fr-CA"]'), french).toBe(canonical)
    expect(await pathOf('link[rel="alternate"][hreflang="en-CA"]'), french).toBe(english)
    expect(await pathOf('link[rel="alternate"][hreflang="x-default"]'), french).toBe(english)
    const image = await meta('meta[property="og:image"]')
    expect((await request.get(new URL(image!).pathname)).status(), `${french} image`).toBe(200)
    // Nothing on a French page leads to an English page that has a French twin.
    for (const path of servedInFrench) {
      await expect(page.locator(`main a[href="${path}"]`), `${french} links ${path}`).toHaveCount(0)
    }
  }
})

test('the French blog is in French, from its document language to its filters', async ({
  page,
}) => {
  const response = await page.goto('/fr/blogue')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page).toHaveTitle('Blogue | Fundlane')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des analyses pour mieux vous financer',
  )
  const filters = page.getByRole('group', { name: 'Filtrer les articles par catégorie' })
  await expect(filters.getByRole('button')).toHaveText([
    'Tous',
    'Communiqués',
    'Études de cas',
    'Guides',
    'Analyses de marché',
  ])
  await filters.getByRole('button', { name: 'Études de cas' }).click()
  await expect(page.getByTestId('featured-article')).toContainText('Étude de cas')
  // Every card leads to a French article.
  const cards = page.locator('main a[href^="/fr/blogue/"]')
  expect(await cards.count()).toBeGreaterThan(3)
  await expect(page.locator('main a[href^="/blog/"]')).toHaveCount(0)
  // The header speaks French too.
  await page.setViewportSize(DESKTOP)
  const nav = page.getByRole('navigation', { name: 'Principal' })
  await expect(nav.getByRole('link', { name: 'Notre solution' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Créer un compte gratuit' })).toBeVisible()
})

test('the French home page speaks French, down to the drawings and the sample notes', async ({
  page,
}) => {
  const response = await page.goto('/fr')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Du financement rapide pour les fondateurs\s+comme vous\.$/,
  )
  const main = page.getByRole('main')
  // Amounts the Canadian French way, through Intl.
  await expect(main).toContainText('de 10\u00a0k$ à 10\u00a0M$')
  await expect(main.getByRole('img', { name: /L’application de financement/ })).toBeVisible()
  for (const english of [
    'Get Started Free',
    'Learn More',
    'Testimonials',
    'Illustrative example',
  ]) {
    await expect(main, english).not.toContainText(english)
  }
  await expect(main.getByRole('region', { name: 'Témoignages' })).toContainText('«\u00a0')
  await expect(main).toContainText('Exemple illustratif')
  await expect(main.getByRole('link', { name: 'Commencer gratuitement' }).first()).toHaveAttribute(
    'target',
    '_blank',
  )
})

test('a French article is set in French typography, links to French articles and is flagged in French', async ({
  page,
}) => {
  await page.goto(FRENCH_ARTICLE)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  const header = page.getByTestId('article-header')
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(
    'Le coût réel d’une avance de fonds aux commerçants',
  )
  await expect(header).toContainText('3 décembre 2024')
  await expect(header).toContainText('min de lecture')
  await expect(header.getByRole('link', { name: 'Retour au blogue' })).toHaveAttribute(
    'href',
    '/fr/blogue',
  )
  // "35 %" and "1,35": the space before the percent sign does not break.
  await expect(header).toContainText('35\u00a0%')
  await expect(page.getByTestId('article-standing-note')).toContainText(
    'information générale, et non un conseil financier',
  )
  const related = page.getByRole('region', { name: 'Articles connexes' })
  for (const link of await related.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/fr\/blogue\//)
  }
  // An article written with invented figures says so, in French.
  await page.goto('/fr/blogue/etude-de-cas-pret-a-terme-pour-acquerir-un-concurrent')
  await expect(page.getByTestId('article-header')).toContainText(FRENCH_ILLUSTRATIVE_NOTE_LABEL)
})

test('the language switch leads to the same article in the other language and back', async ({
  page,
}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport)
    await page.goto(ENGLISH_ARTICLE)
    if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Lire cette page en français' })
      .click()
    await expect(page).toHaveURL(FRENCH_ARTICLE)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Read this page in English' })
      .click()
    await expect(page).toHaveURL(ENGLISH_ARTICLE)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
  }
})

test('each article names its twin as an alternate, and the sitemap lists both', async ({
  page,
  request,
}) => {
  await page.goto(FRENCH_ARTICLE)
  const alternate = (language: string) =>
    page.locator(`link[rel="alternate"][hreflang="${language}"]`).getAttribute('href')
  expect(await alternate('en-CA')).toBe(`http://localhost:3000${ENGLISH_ARTICLE}`)
  expect(await alternate('fr-CA')).toBe(`http://localhost:3000${FRENCH_ARTICLE}`)
  expect(await alternate('x-default')).toBe(`http://localhost:3000${ENGLISH_ARTICLE}`)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
    `http://localhost:3000${FRENCH_ARTICLE}`,
  )
  expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('fr_CA')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect((await request.get(new URL(image!).pathname)).status()).toBe(200)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>http://localhost:3000${FRENCH_ARTICLE}</loc>`)
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="fr-CA" href="http://localhost:3000${FRENCH_ARTICLE}" />`,
  )
})

test('the French feeds list the French articles', async ({ request }) => {
  const rss = await (await request.get('/fr/blogue/feed.xml')).text()
  expect(rss).toContain('<language>fr-ca</language>')
  expect(rss).toContain(`<link>http://localhost:3000${FRENCH_ARTICLE}</link>`)
  const json = await (await request.get('/fr/blogue/feed.json')).json()
  expect(json.language).toBe('fr-CA')
  expect(json.items[0].url).toMatch(/^http:\/\/localhost:3000\/fr\/blogue\//)
})

test('an unknown French address answers 404 in French', async ({ page }) => {
  const response = await page.goto('/fr/page-inconnue')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page introuvable')
  const article = await page.goto('/fr/blogue/article-inconnu')
  expect(article?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bientôt disponible')
})

test('the French privacy policy shows its dates, its sections and links in French', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/fr/confidentialite')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité')
  await expect(page.getByText('Dernière mise à jour\u00a0: 10 avril 2023')).toBeVisible()
  const sections = page.getByRole('navigation', { name: 'Sections' })
  await expect(sections).toContainText('Sur cette page')
  // Each entry of the list leads to its section of the French text.
  for (const link of await sections.getByRole('link').all()) {
    const target = (await link.getAttribute('href'))!.slice(1)
    await expect(page.locator(`[id="${target}"]`)).toHaveCount(1)
  }
})

test('the French contact form checks, answers and thanks in French', async ({ page }) => {
  await page.goto('/fr/nous-joindre')
  const form = page.locator('form[aria-labelledby="contact-form-title"]')
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByText('Veuillez remplir ce champ')).toHaveCount(5)
  await expect(form.getByLabel('Prénom')).toBeFocused()
  await form.getByLabel('Prénom').fill('Camille')
  await form.locator('#contact-lastName').fill('Tremblay')
  await form.getByLabel('Courriel').fill('camille@exemple')
  await form.getByLabel('Téléphone').fill('514 555-0123')
  await form.getByLabel('Message').fill('Nous cherchons une marge de crédit.')
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByText('Veuillez entrer une adresse courriel valide')).toBeVisible()
  await form.getByLabel('Courriel').fill('camille@exemple.ca')
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText(/^Merci\s!\sVotre message a bien été reçu\.$/)).toBeVisible()
  await expect(form.getByLabel('Prénom')).toHaveValue('')
})

test('the French partnership form checks and thanks in French, and sends the same inquiry', async ({
  page,
}) => {
  const marker = `fr${Date.now()}`
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/partnerships') && request.method() === 'POST')
      bodies.push(request.postDataJSON())
  })
  await page.goto('/fr/partenaires')
  const form = page.getByRole('form', { name: 'Demande de partenariat' })
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(form.getByText('Veuillez remplir ce champ')).toHaveCount(6)
  await expect(form.getByText('Veuillez choisir un type de partenariat')).toBeVisible()
  await form.getByLabel('Entreprise').fill(`${marker} Capital`)
  await form.getByLabel('Prénom').fill('Camille')
  await form.locator('#partnership-lastName').fill('Tremblay')
  await form.getByLabel('Courriel professionnel').fill(`${marker}@exemple.ca`)
  await form.getByLabel('Téléphone').fill('514 555-0123')
  await form.getByLabel('Type de partenariat').selectOption({ label: 'Partenaire prêteur' })
  await form.getByLabel('Montant de financement habituel').selectOption({ label: '1 M$ à 5 M$' })
  await form.getByLabel('Commentaires').fill('Nous prêtons aux entreprises du Québec.')
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(
    page.getByText(/^Merci\s!\sNous avons bien reçu votre demande de partenariat\.$/),
  ).toBeVisible()
  // SPEC's payload, unchanged: the answers the team reads are the English values.
  expect(bodies).toEqual([
    expect.objectContaining({
      partnershipType: 'lender',
      businessDescription: 'General partnership inquiry',
      fundingRange: '$1M - $5M',
      clientVolume: 'Not specified',
    }),
  ])
  expect(
    queryE2eDatabase(
      'select language from partnership_inquiries where email = ?',
      `${marker}@exemple.ca`,
    ),
  ).toEqual([{ language: 'fr' }])
})

test('the French partner contact form thanks in French', async ({ page }) => {
  const marker = `frpc${Date.now()}`
  await page.goto('/fr/contact-partenaires')
  const form = page.getByRole('form', { name: 'Contact partenaires' })
  await form.getByLabel('Entreprise').fill(`${marker} Conseil`)
  await form.getByLabel('Prénom').fill('Luc')
  await form.locator('#pc-last').fill('Gagnon')
  await form.getByLabel('Courriel professionnel').fill(`${marker}@exemple.ca`)
  await form.getByLabel('Téléphone').fill('506 555-0199')
  await form.getByLabel('Partenariat envisagé').selectOption({ label: 'Intégration API' })
  await form.getByLabel('Commentaires').fill('Nous aimerions intégrer votre API.')
  await form.getByRole('button', { name: 'Envoyer', exact: true }).click()
  await expect(
    page.getByText(/^Merci\s!\sNous avons bien reçu votre demande de partenariat\.$/),
  ).toBeVisible()
  expect(
    queryE2eDatabase(
      'select partnership_type, language from partnership_inquiries where email = ?',
      `${marker}@exemple.ca`,
    ),
  ).toEqual([{ partnership_type: 'api', language: 'fr' }])
})

test('the newsletter form on a French page checks the address in French', async ({ page }) => {
  await page.goto('/fr')
  const newsletter = page.getByRole('form', { name: 'Infolettre' })
  await newsletter.getByRole('textbox').fill('lecteur@nulle-part')
  await newsletter.getByRole('button', { name: 'S’abonner' }).click()
  await expect(newsletter.getByRole('status')).toHaveText(
    'Veuillez entrer une adresse courriel valide',
  )
})

test.describe('the language suggestion', () => {
  // These tests are about the suggestion: it is left to appear.
  test.use({ settledOverlays: ['cookie notice'] })

  for (const { browserLocale, start, twin, text, accept, dismiss } of [
    {
      browserLocale: 'fr-CA',
      start: '/how-it-works',
      twin: '/fr/comment-ca-marche',
      text: 'Cette page existe aussi en français.',
      accept: 'Lire en français',
      dismiss: 'Non, merci',
    },
    {
      browserLocale: 'en-CA',
      start: '/fr/comment-ca-marche',
      twin: '/how-it-works',
      text: 'This page is also available in English.',
      accept: 'Read in English',
      dismiss: 'No thanks',
    },
  ]) {
    test(`a browser that prefers ${browserLocale} is offered ${twin}, never sent there, until it says no`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: browserLocale, viewport: PHONE })
      const page = await context.newPage()
      await page.goto(start)
      const suggestion = page.getByRole('region', {
        name: /Suggestion de langue|Language suggestion/,
      })
      await expect(suggestion).toContainText(text)
      await expect(page).toHaveURL(new RegExp(`${start}$`))
      await expect(suggestion.getByRole('link', { name: accept })).toHaveAttribute('href', twin)
      await expectNoSeriousA11yViolations(page)
      await suggestion.getByRole('button', { name: dismiss }).click()
      await expect(suggestion).toHaveCount(0)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('[data-hydrated]')).toHaveCount(1)
      await expect(suggestion).toHaveCount(0)
      await context.close()
    })
  }

  test('a browser that prefers the page’s own language sees no suggestion', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-CA' })
    const page = await context.newPage()
    await page.goto('/fr/comment-ca-marche')
    await expect(page.locator('[data-hydrated]')).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Language suggestion' })).toHaveCount(0)
    await context.close()
  })
})

test('a subscription made on a French page is confirmed and ended in French', async ({
  page,
  request,
}) => {
  const email = `lectrice-${Date.now()}@exemple.ca`
  await page.goto('/fr')
  const newsletter = page.getByRole('form', { name: 'Infolettre' })
  await newsletter.getByRole('textbox').fill(email)
  await newsletter.getByRole('button', { name: 'S’abonner' }).click()
  const mail = await waitForMail(email)
  expect(mail).toContain('Veuillez confirmer votre abonnement à l’infolettre')
  const link = (pattern: RegExp) => {
    const url = new URL(pattern.exec(mail)![0])
    return url.pathname + url.search
  }
  const confirm = link(/https?:\/\/\S+\/fr\/infolettre\/confirmation\?token=[\w.-]+/)
  const unsubscribe = link(/https?:\/\/\S+\/fr\/infolettre\/desabonnement\?token=[\w.-]+/)

  await page.goto(confirm)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page.getByRole('heading', { name: 'Confirmez votre abonnement' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirmer l’abonnement' }).click()
  await expect(page).toHaveURL(/\/fr\/infolettre\/confirmation\?outcome=confirmed$/)
  await expect(page.getByRole('heading', { name: 'Vous êtes abonné' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
    'href',
    '/fr',
  )
  await expectNoSeriousA11yViolations(page)

  await page.goto(unsubscribe)
  await page.getByRole('button', { name: 'Se désabonner' }).click()
  await expect(page).toHaveURL(/\/fr\/infolettre\/desabonnement\?outcome=unsubscribed$/)
  await expect(page.getByRole('heading', { name: 'Vous êtes désabonné' })).toBeVisible()
  // A mail client's one-click unsubscribe reaches the API through the French address too.
  const oneClick = await request.post(unsubscribe, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(await oneClick.json()).toEqual({ status: 'already-unsubscribed' })
  expect(
    queryE2eDatabase(
      'select status, language from newsletter_subscribers where email_normalized = ?',
      email,
    ),
  ).toEqual([{ status: 'unsubscribed', language: 'fr' }])
})

test('the chat on a French page speaks French and answers a French question from the French site', async ({
  page,
}) => {
  await page.goto('/fr/comment-ca-marche')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page.getByRole('button', { name: 'Ouvrir le clavardage' }).click()
  const panel = page.getByRole('dialog', { name: 'Clavarder avec notre équipe' })
  await expect(panel.getByRole('heading', { name: 'Clavardez avec nous' })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'page Nous joindre' })).toHaveAttribute(
    'href',
    '/fr/nous-joindre',
  )
  await panel.getByRole('textbox', { name: 'Message' }).fill('Combien puis-je emprunter ?')
  await panel.getByRole('button', { name: 'Envoyer' }).click()
  const answer = panel.locator('li[data-type="bot"]').last()
  await expect(answer).toContainText(/10\sk\$ à 10\sM\$/)
  await expect(answer.getByRole('link', { name: 'Produits financiers' })).toHaveAttribute(
    'href',
    '/fr/produits-financiers',
  )
  await expectNoSeriousA11yViolations(page)
})

test('the switch on the home page leads to the other home page', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Lire cette page en français' }).click()
  await expect(page).toHaveURL('/fr')
  await page.getByRole('banner').getByRole('link', { name: 'Read this page in English' }).click()
  await expect(page).toHaveURL('/')
})
