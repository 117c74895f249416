export {
  ImageUpload,
  acceptedImageTypes,
  isAcceptedImage,
  decodesAsImage,
  unreadableImageMessage,
  type ImageUploadProps,
} from './ImageUpload';
