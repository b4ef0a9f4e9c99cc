declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: {
      uri?: string;
      headers?: Record<string, string>;
      credentials?: RequestCredentials;
      fetch?: typeof fetch;
      fetchOptions?: RequestInit;
    });
  }
}

interface Window {
  /** What the visitor's input that started the page's script was aimed at (client/boot-after-paint.js). */
  pageStartedBy?: EventTarget | null;
}
