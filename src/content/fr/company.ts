/** French words of ../company.ts: same items, same order, same non-text values. */
import type { Founder, ValueCard } from '../types'

export const mission: string =
  'Nous rendons le financement d’entreprise rapide, transparent et équitable pour les sociétés qui font avancer l’économie. Un seul profil et un jumelage par IA présentent chaque entreprise aux prêteurs dont les critères lui correspondent, sans frais pour l’entreprise.'

export const values: ValueCard[] = [
  {
    icon: 'ShieldCheck',
    title: 'Confiance et transparence',
    description:
      'Les entreprises savent à qui elles présentent une demande et ce que comporte chaque offre. Les données sont protégées par un chiffrement 256 bits et transmises uniquement aux prêteurs que l’entreprise choisit.',
  },
  {
    icon: 'Sparkles',
    title: 'Portés par l’innovation',
    description:
      'Nous concevons des modèles de jumelage et des outils qui remplacent la paperasse répétitive : les entreprises présentent leur demande en quelques heures plutôt qu’en quelques semaines, et les prêteurs reçoivent des dossiers complets et comparables.',
  },
  {
    icon: 'HeartHandshake',
    title: 'Le client au centre',
    description:
      'La plateforme est gratuite pour les entreprises, et notre équipe accompagne chaque demandeur, du profil jusqu’au financement. Nous mesurons notre réussite au nombre d’entreprises financées, et non de demandes envoyées.',
  },
]

export const ourStory: string[] = [
  'À Toronto, en 2022, Daniel Okafor et Priya Raman entendaient sans cesse la même histoire de la part de propriétaires d’entreprise : des semaines passées à remplir des demandes presque identiques, un prêteur à la fois, pour un taux d’approbation moyen de seulement 2 à 3 % dans le secteur.',
  'Ils ont créé un profil d’entreprise numérique unique qui joint de nombreux prêteurs certifiés à la fois grâce à une demande guidée. Le jumelage par IA fait ressortir en quelques minutes les options qui conviennent, pour un financement de 10 k$ à 10 M$, gratuitement pour les entreprises.',
  'Aujourd’hui, notre réseau compte plus de 120 prêteurs vérifiés. Des entreprises de partout au Canada et aux États-Unis ont présenté plus de 3,5 G$ de demandes de financement sur la plateforme, plus de 1 000 entreprises ont été financées, et les demandeurs obtiennent un taux de réussite 4 fois plus élevé.',
]

export const founders: Founder[] = [
  {
    authorId: 'daniel-okafor',
    bio: 'Daniel a passé dix ans dans les services bancaires aux entreprises à Toronto, où il a vu de solides entreprises essuyer un refus simplement parce qu’elles s’étaient adressées au mauvais prêteur. À titre de cofondateur et chef de la direction, il dirige la stratégie de l’entreprise et la croissance du réseau de prêteurs.',
    linkedin: 'https://www.linkedin.com/in/daniel-okafor-example',
    illustrative: true,
  },
  {
    authorId: 'priya-raman',
    bio: 'Priya dirige les produits et l’ingénierie à titre de cofondatrice et directrice de la technologie. Elle a conçu les modèles de jumelage qui associent les profils d’entreprise aux critères des prêteurs, ainsi que la demande guidée bâtie autour d’eux.',
    linkedin: 'https://www.linkedin.com/in/priya-raman-example',
    illustrative: true,
  },
]
