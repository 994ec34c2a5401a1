/** The parts of NLP.js (https://github.com/axa-group/nlp.js) the assistant uses; it ships no types. */
declare module '@nlpjs/core' {
  export type Container = {
    use(plugin: unknown): void
    get(name: string): unknown
    registerConfiguration(tag: string, configuration: object, overwrite?: boolean): void
  }
  export function containerBootstrap(): Promise<Container>
}

declare module '@nlpjs/nlp' {
  import type { Container } from '@nlpjs/core'

  export type NlpEntity = { entity: string; option: string; sourceText: string; accuracy: number }
  export type NlpResult = {
    intent: string
    score: number
    classifications: { intent: string; score: number }[]
    entities: NlpEntity[]
  }
  export class Nlp {
    ner: {
      process(input: {
        locale: string
        utterance: string
        threshold?: number
      }): Promise<{ entities: NlpEntity[] }>
    }
    constructor(settings: Record<string, unknown>, container: Container)
    addLanguage(locales: string | string[]): void
    addDocument(locale: string, utterance: string, intent: string): void
    addNerRuleOptionTexts(locale: string, entity: string, option: string, texts: string[]): void
    train(): Promise<unknown>
    process(locale: string, utterance: string): Promise<NlpResult>
    export(minified?: boolean): string
    import(data: string): void
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown
}

declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown
}
