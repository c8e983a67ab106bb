// What other modules use of templates; inside the module, files import one another directly.
export {
  creatorTemplatesAndStats,
  getTemplateDetail,
  recordTemplateUse,
  templateForNewPortal,
} from './templates.service';
