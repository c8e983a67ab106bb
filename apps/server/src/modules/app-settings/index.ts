// What other modules use of app-settings; inside the module, files import one another directly.
export {
  fileSizeLimitMb,
  readPlatformSettings,
  readPublicPlatform,
  updatePlatformSettings,
} from './platform-settings.service';
