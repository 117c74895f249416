export { endpointKey, isEndpointKey, type EndpointKey } from './endpointKey.ts';
export { useEndpoint } from './useEndpoint.ts';
export { clearEndpointCache, revalidateEndpoints } from './revalidate.ts';
export { DataProvider } from './DataProvider.tsx';
