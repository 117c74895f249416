export { VideoPlayer, videoEmbedUrl, type VideoPlayerProps } from './VideoPlayer';
