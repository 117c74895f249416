export { EmptyState, type EmptyStateProps } from './EmptyState';
export { emptyStateTones, type EmptyStateTone } from './EmptyState.css';
