// The site's /avatars/{seed} route, run at build time.
import { GET as draw, generateStaticParams } from '@/app/avatars/[seed]/route'

export function getStaticPaths() {
  return generateStaticParams().map((params) => ({ params }))
}
export async function GET({ params }: { params: { seed: string } }) {
  return draw(new Request('http://spike/'), { params: Promise.resolve({ seed: params.seed }) })
}
