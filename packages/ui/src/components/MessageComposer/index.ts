export { MessageComposer, type MessageComposerProps } from './MessageComposer';
