export {
  ChatThread,
  chatMessageStatuses,
  type ChatMessage,
  type ChatMessageStatus,
  type ChatThreadProps,
} from './ChatThread';
