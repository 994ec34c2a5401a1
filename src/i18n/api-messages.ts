import { frenchTypography } from '@/lib/french-typography'
import type { Locale } from './locales'

/**
 * The French of what the forms and the public API say (docs/product.md, Messages): SPEC's English
 * messages stay exact on English pages, and French pages get these. The forms' own checks and the
 * server's answers to a French page (`Content-Language: fr`) both go through `messageIn`.
 */
const french: Record<string, string> = {
  'Please enter this field': 'Veuillez remplir ce champ',
  'Please enter a valid email address': 'Veuillez entrer une adresse courriel valide',
  'Please enter one email address, without spaces or any of ? & < > , ;':
    'Veuillez entrer une seule adresse courriel, sans espace ni aucun des caractères ? & < > , ;',
  'Please enter your email': 'Veuillez entrer votre adresse courriel',
  'Please select partnership type': 'Veuillez choisir un type de partenariat',
  'Please enter text': 'Veuillez entrer du texte',
  'Please check the highlighted fields and try again.':
    'Veuillez vérifier les champs signalés et réessayer.',
  'The request is too large. Please shorten your message and try again.':
    'La demande est trop volumineuse. Veuillez raccourcir votre message et réessayer.',
  'Please send the request as JSON (Content-Type: application/json).':
    'Veuillez envoyer la demande en JSON (Content-Type: application/json).',
  'The request body is not valid JSON.': 'Le corps de la demande n’est pas du JSON valide.',
  'The request body must be a JSON object.': 'Le corps de la demande doit être un objet JSON.',
  'We cannot save anything right now. Please try again in a minute, or e-mail our team.':
    'Nous ne pouvons rien enregistrer pour le moment. Veuillez réessayer dans une minute ou écrire à notre équipe.',
  'Something went wrong on our side. Please try again, or e-mail our team.':
    'Un problème est survenu de notre côté. Veuillez réessayer ou écrire à notre équipe.',
  'This unsubscribe link is not valid.': 'Ce lien de désabonnement n’est pas valide.',
  'Please type a message': 'Veuillez écrire un message',
  'Please tick the box so that our team may contact you about these offers':
    'Veuillez cocher la case pour que notre équipe puisse communiquer avec vous au sujet de ces offres',
  'Please keep your message under 2,000 characters':
    'Veuillez limiter votre message à 2 000 caractères',
  'Failed to subscribe': 'L’abonnement a échoué',
  'Failed to subscribe to newsletter': 'L’abonnement à l’infolettre a échoué',
  'We could not check the form. Please check your connection and try again.':
    'Nous n’avons pas pu vérifier le formulaire. Veuillez vérifier votre connexion et réessayer.',
  'Please send the answers as text.': 'Veuillez envoyer les réponses sous forme de texte.',
  'Please answer at least one question of the check first.':
    'Veuillez d’abord répondre à au moins une question du bilan.',
  'Please tick the box to agree to be contacted.':
    'Cochez la case pour accepter qu’on communique avec vous.',
  'This address has already received three checklists today. Please try again tomorrow.':
    'Cette adresse a déjà reçu trois listes aujourd’hui. Veuillez réessayer demain.',
  'You have asked for three checklists today already. Please try again tomorrow.':
    'Vous avez déjà demandé trois listes aujourd’hui. Veuillez réessayer demain.',
}

const frenchNumber = new Intl.NumberFormat('fr-CA')

/** Messages with a number in them. */
const frenchPatterns: [RegExp, (...parts: string[]) => string][] = [
  [
    /^Please keep this under ([\d,]+) characters$/,
    (count) =>
      `Veuillez ne pas dépasser ${frenchNumber.format(Number(count!.replaceAll(',', '')))} caractères`,
  ],
  [
    /^Too many (?:attempts|requests)\. Please wait (\d+) seconds and try again\.$/,
    (seconds) => `Trop de tentatives. Veuillez attendre ${seconds} secondes et réessayer.`,
  ],
]

/** A form's or the API's message in one language; one it does not know stays as it is. */
export function messageIn(locale: Locale, message: string): string {
  if (locale === 'en') return message
  const exact = french[message]
  if (exact) return frenchTypography(exact)
  for (const [pattern, write] of frenchPatterns) {
    const match = pattern.exec(message)
    if (match) return frenchTypography(write(...match.slice(1)))
  }
  return message
}
