export { Stack, type StackProps } from './Stack';
export { stackAligns } from './Stack.css';
// The gap names Stack and Inline share, for users building their own controls over them.
export { spaceNames, type SpaceName } from '../private/space';
