export {
  ImageUpload,
  acceptedImageTypes,
  isAcceptedImage,
  type ImageUploadProps,
} from './ImageUpload';
