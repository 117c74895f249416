export { Skeleton, type SkeletonProps } from './Skeleton';
export { skeletonShapes } from './Skeleton.css';
