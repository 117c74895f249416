export { Link, type LinkProps } from './Link';
export { linkVariants } from './Link.css';
// The app passes its router's navigate/useHref through this once, at the root.
export { RouterProvider, type RouterProviderProps } from './RouterProvider';
