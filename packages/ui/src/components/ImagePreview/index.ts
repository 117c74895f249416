export { ImagePreview, type ImagePreviewProps } from './ImagePreview';
