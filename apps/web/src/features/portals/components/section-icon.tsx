import type { SectionType } from '@clientdock/shared';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import WallpaperOutlined from '@mui/icons-material/WallpaperOutlined';

export function SectionIcon({ type }: { type: SectionType }) {
  switch (type) {
    case 'hero':
      return <WallpaperOutlined fontSize="small" />;
    case 'gallery':
      return <CollectionsOutlined fontSize="small" />;
    case 'files':
      return <FolderOpenOutlined fontSize="small" />;
    case 'content':
      return <ArticleOutlined fontSize="small" />;
    case 'form':
      return <QuizOutlined fontSize="small" />;
    case 'request':
      return <MoveToInboxOutlined fontSize="small" />;
  }
}
