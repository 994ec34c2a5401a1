/** French words of ../steps.ts: same items, same order, same non-text values. */
import type { Step } from '../types'

export const howItWorksSteps: Step[] = [
  {
    number: 1,
    title: 'Remplissez votre profil',
    description:
      'Créez gratuitement votre profil numérique d’entreprise grâce à une demande guidée. Ajoutez une seule fois les renseignements sur votre entreprise, vos besoins de financement et vos documents financiers, puis réutilisez-les pour chaque prêteur.',
    icon: 'ClipboardCheck',
  },
  {
    number: 2,
    title: 'Analyse par IA',
    description:
      'Notre jumelage fondé sur l’IA compare votre profil aux critères de plus de 120 prêteurs vérifiés et vous présente en quelques minutes les options de financement adaptées à votre entreprise.',
    icon: 'Cpu',
  },
  {
    number: 3,
    title: 'Entrez en contact avec les prêteurs',
    description:
      'Choisissez les prêteurs qui recevront votre demande et présentez-la à plusieurs d’entre eux à la fois. Vos données ne sont transmises qu’aux prêteurs que vous sélectionnez, et elles sont protégées par un chiffrement 256 bits.',
    icon: 'Handshake',
  },
  {
    number: 4,
    title: 'Obtenez votre financement',
    description:
      'Comparez côte à côte des offres de 10 k$ à 10 M$ et acceptez celle qui convient à votre entreprise. Le contrat de prêt est conclu directement entre vous et le prêteur que vous choisissez.',
    icon: 'Banknote',
  },
]
