import Box from '@mui/material/Box';
import { UpgradePrompt } from '@/components/upgrade-prompt';

const TEXT = {
  periods:
    'Your plan shows the last 7 days. Longer periods, top files, clients and the CSV export come with the Pro plan.',
  portal: 'Your plan shows the last 7 days. Longer periods come with the Pro plan.',
  files: 'Which files your clients download most comes with the Pro plan.',
  clients: 'Who your clients are and what each of them did comes with the Pro plan.',
} as const;

/** What advanced analytics adds, where its place is on the page, with the way to the plan tab. */
export function AnalyticsUpgradePrompt({ part }: { part: keyof typeof TEXT }) {
  const prompt = <UpgradePrompt feature="advancedAnalytics">{TEXT[part]}</UpgradePrompt>;
  return part === 'periods' || part === 'portal' ? prompt : <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>{prompt}</Box>;
}
