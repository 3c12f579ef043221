/**
 * The little of jsdom the client tests use (jsdomPurify.ts). Its own types
 * (@types/jsdom) are left out on purpose: they pull the DOM library into every
 * TypeScript project of the repository, the Node-only ones too.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
