import type { authors } from '../authors'

/** French words of each author’s bio in ../authors.ts, keyed by author id. */
export const frenchAuthorBios: Record<(typeof authors)[number]['id'], string> = {
  'daniel-okafor':
    'Daniel a passé dix ans dans les services bancaires commerciaux à Toronto avant de cofonder l’entreprise en 2022 pour qu’il soit plus facile de comparer les options de crédit aux entreprises.',
  'priya-raman':
    'Priya dirige les produits et l’ingénierie, y compris les modèles de jumelage qui associent les profils d’entreprise aux critères des prêteurs.',
  'sofia-alvarez':
    'Sofia écrit sur les tendances du financement, les nouvelles de l’entreprise et les histoires des entreprises présentes sur la plateforme.',
  'liam-chen':
    'Liam aide les fondateurs et les chefs des finances à préparer des demandes complètes et à comprendre en quoi les offres qu’ils reçoivent diffèrent ; le choix leur revient.',
  'hannah-brooks':
    'Hannah accompagne les entreprises de commerce électronique et de commerce de détail dans le financement des stocks, le financement de bons de commande et le financement fondé sur les revenus.',
  'marcus-reid':
    'Marcus s’occupe des partenaires prêteurs, des partenaires de recommandation et des partenaires API au Canada et aux États-Unis.',
  'guest-contributor':
    'Des plumes indépendantes qui partagent des conseils pratiques avec les propriétaires de petites entreprises.',
}
