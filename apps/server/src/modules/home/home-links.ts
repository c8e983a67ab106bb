/** Where each home item's one-click action goes in the creator app. */
const portalPage = (portalId: string) => `/dashboard/edit/${encodeURIComponent(portalId)}`;

export const homeLinks = {
  review: (portalId: string, fileId: string) =>
    `${portalPage(portalId)}?tab=files&review=${encodeURIComponent(fileId)}`,
  comments: (portalId: string) => `${portalPage(portalId)}?tab=activity&activity=comments`,
  activity: (portalId: string) => `${portalPage(portalId)}?tab=activity`,
  recipients: (portalId: string) => `${portalPage(portalId)}?tab=recipients`,
  requests: (portalId: string) => `${portalPage(portalId)}?tab=requests`,
  portal: (portalId: string) => portalPage(portalId),
};
