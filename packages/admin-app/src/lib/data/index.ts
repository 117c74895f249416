export { endpointKey, isEndpointKey, type EndpointKey } from './endpoint-key.ts';
export { useEndpoint } from './use-endpoint.ts';
export { preloadEndpoint } from './preload-endpoint.ts';
export { clearEndpointCache, revalidateEndpoints } from './revalidate.ts';
export { DataProvider } from './DataProvider.tsx';
