import { PageFrame } from '@/components/page-frame';

export default function AdminBlogPage() {
  return <PageFrame title="Blog Manager" description="Write, edit and publish the posts shown on the public blog." />;
}
