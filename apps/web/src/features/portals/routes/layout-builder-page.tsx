import { PageFrame } from '@/components/page-frame';

export default function LayoutBuilderPage() {
  return (
    <PageFrame
      title="Portal layout builder"
      description="Arrange a portal’s sections — hero, gallery, files, content and forms — by dragging them into the order your client should read them."
    />
  );
}
