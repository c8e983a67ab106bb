import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useNoticeSnackbar } from '@/components/feedback';
import { useActivityApprovals, useActivityComments, useFormResponses, useVisitors } from '../api/activity-queries';
import { ApprovalsTab } from './approvals-tab';
import { CommentsTab } from './comments-tab';
import { ReadingTab } from './reading-tab';
import { ResponsesTab } from './responses-tab';
import { VisitorsTab } from './visitors-tab';

const TAB_IDS = ['comments', 'approvals', 'responses', 'visitors', 'reading'] as const;
type TabId = (typeof TAB_IDS)[number];

function isTabId(value: string | null): value is TabId {
  return TAB_IDS.some((id) => id === value);
}

function label(text: string, count: number | undefined) {
  return count ? `${text} (${count})` : text;
}

/** What clients did in one portal: comments (reply, resolve), approval receipts, form responses, visitors, reading. */
export function PortalActivity({ portalId, readOnly = false }: { portalId: string; readOnly?: boolean }) {
  // `?activity=` lets a notification open the list it is about (comments, approvals, responses, visitors, reading).
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('activity');
  const tab: TabId = isTabId(view) ? view : 'comments';
  const setTab = (next: TabId) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('activity', next);
        return params;
      },
      { replace: true },
    );
  const { notify, snackbar } = useNoticeSnackbar();
  const comments = useActivityComments(portalId);
  const approvals = useActivityApprovals(portalId);
  const responses = useFormResponses(portalId);
  const visitors = useVisitors(portalId);
  const openComments = comments.data?.filter((comment) => !comment.parentId && !comment.resolvedAt).length;

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: TabId) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Portal activity"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab
          value="comments"
          label={label('Comments', openComments)}
          id="activity-tab-comments"
          aria-controls="activity-panel"
        />
        <Tab
          value="approvals"
          label={label('Approvals', approvals.data?.length)}
          id="activity-tab-approvals"
          aria-controls="activity-panel"
        />
        <Tab
          value="responses"
          label={label('Responses', responses.data?.length)}
          id="activity-tab-responses"
          aria-controls="activity-panel"
        />
        <Tab
          value="visitors"
          label={label('Visitors', visitors.data?.length)}
          id="activity-tab-visitors"
          aria-controls="activity-panel"
        />
        <Tab value="reading" label="Reading" id="activity-tab-reading" aria-controls="activity-panel" />
      </Tabs>
      <Box role="tabpanel" id="activity-panel" aria-labelledby={`activity-tab-${tab}`}>
        {tab === 'comments' && <CommentsTab portalId={portalId} notify={notify} readOnly={readOnly} />}
        {tab === 'approvals' && <ApprovalsTab portalId={portalId} />}
        {tab === 'responses' && <ResponsesTab portalId={portalId} />}
        {tab === 'visitors' && <VisitorsTab portalId={portalId} />}
        {tab === 'reading' && <ReadingTab portalId={portalId} />}
      </Box>
      {snackbar}
    </Box>
  );
}
