import type { PublicPortalResponse } from '../api/types';
import { BrandThemeProvider } from './brand-theme';
import { PortalView } from './portal-view';

export default function BrandedPortal({ uuid, data }: { uuid: string; data: PublicPortalResponse }) {
  return (
    <BrandThemeProvider branding={data.portal.branding}>
      <PortalView uuid={uuid} data={data} />
    </BrandThemeProvider>
  );
}
