import { intentModel } from '../src/server/chat/intent-model'
async function main() {
  const { advice } = await intentModel()
  for (const q of [
    'what do you recommend',
    'is invoice factoring good for us?',
    'which lender should I choose',
    'is it free',
    'good idea?',
  ]) {
    const r = await advice.process('en', q)
    console.log(q, JSON.stringify(r.classifications), r.intent, r.score)
  }
}
void main()
