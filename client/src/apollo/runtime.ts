/**
 * The data layer's own code, one chunk next to Apollo's (apollo/dataLayer.ts): the
 * client it makes at boot and the provider its data-bound parts render in.
 */
export { createApolloClient } from './client.ts';
export { ClientProvider } from './ClientProvider.tsx';
