/// <reference types="vite/client" />

// graphiql's worker setup module has side effects only.
declare module 'graphiql/setup-workers/vite';
