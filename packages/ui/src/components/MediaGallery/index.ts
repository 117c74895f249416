export { MediaGallery, type MediaGalleryImage, type MediaGalleryProps } from './MediaGallery';
