/** French words of ../features.ts: same items, same order, same non-text values. */
import type { FeatureCard } from '../types'

export const aiFeatures: FeatureCard[] = [
  {
    icon: 'Target',
    title: 'Des offres sur mesure',
    description:
      'Votre profil d’entreprise est comparé aux critères de plus de 120 prêteurs vérifiés : en quelques minutes, vous voyez **les options de financement adaptées** à vos revenus, à votre secteur et à vos objectifs.',
    featured: true,
  },
  {
    icon: 'FileStack',
    title: 'Des demandes simplifiées',
    description:
      'Conservez, gérez et transmettez vos documents financiers à partir d’un seul endroit sécurisé. Téléversez une seule fois vos relevés et vos états financiers, puis réutilisez-les pour chaque prêteur auprès duquel vous choisissez de présenter une demande.',
    featured: false,
  },
  {
    icon: 'Headset',
    title: 'Un soutien direct',
    description:
      'Nos spécialistes du financement vous accompagnent du début jusqu’à l’envoi de votre demande. Ils répondent à vos questions sur les documents, les délais et les exigences des prêteurs, pour que votre dossier soit complet avant d’être transmis.',
    featured: false,
  },
  {
    icon: 'Lightbulb',
    title: 'Des analyses intelligentes',
    description:
      'Voyez à quel point votre entreprise est prête à obtenir du financement et recevez des étapes claires pour améliorer vos chances, de la mise à jour de votre tenue de livres au renforcement des chiffres que les prêteurs examinent en premier.',
    featured: false,
    link: { label: 'Faire le bilan de préparation', href: '/tools/funding-readiness' },
  },
]
