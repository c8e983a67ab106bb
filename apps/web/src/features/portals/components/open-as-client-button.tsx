import type { Portal } from '@clientdock/shared';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useOpenAsClient } from './use-open-as-client';

type OpenAsClientButtonProps = Omit<ButtonProps<'a'>, 'href' | 'onClick' | 'children'> & {
  portal: Pick<Portal, 'id' | 'status' | 'access' | 'shareUrl'>;
};

/** "Open as client": the portal's link, opened as the owner's preview for those who may edit it. */
export function OpenAsClientButton({ portal, disabled, ...props }: OpenAsClientButtonProps) {
  const openAsClient = useOpenAsClient(portal);
  return (
    <Button
      component="a"
      href={portal.shareUrl}
      target="_blank"
      rel="noopener"
      onClick={openAsClient.onClick}
      startIcon={<OpenInNewRounded />}
      disabled={disabled || !openAsClient.canOpen || openAsClient.isOpening}
      {...props}
    >
      Open as client
    </Button>
  );
}
