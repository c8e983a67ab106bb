// What other modules use of settings; inside the module, files import one another directly.
export { deleteOwnAsset, prepareImage, storeAsset } from './branding-assets';
export {
  IMAGE_EXTENSION,
  IMAGE_MIME,
  type ImageKind,
  resizeRaster,
  sniffImage,
  UnreadableImageError,
} from './image-processing';
export { readUploadedFile } from './read-upload';
export { describeBranding } from './settings.service';
