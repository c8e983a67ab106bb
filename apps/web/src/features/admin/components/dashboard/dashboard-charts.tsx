import type { AdminDashboard } from '@clientdock/shared';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import dayjs from 'dayjs';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { CHART_MARGIN, LEGEND_ON_TOP } from '@/components/charts/chart-options';
import { formatNumber } from '@/lib/format';
import { planLabel } from '../../lib/account-labels';

/** Client activity (views, downloads, comments, approvals, forms) and sign-ups per day, the last 7 days. */
export function WeekChart({ dashboard, height = 260 }: { dashboard: AdminDashboard; height?: number }) {
  const theme = useTheme();
  const days = dashboard.events.daily;
  if (days.every((day) => day.events === 0 && day.signUps === 0)) {
    return <ChartEmpty height={height} text="No client activity and no sign-ups in the last 7 days." />;
  }
  return (
    <BarChart
      height={height}
      skipAnimation
      grid={{ horizontal: true }}
      margin={CHART_MARGIN}
      xAxis={[
        {
          scaleType: 'band',
          data: days.map((day) => day.date),
          valueFormatter: (date: string, context) =>
            dayjs(date).format(context.location === 'tick' ? 'ddd' : 'dddd, MM/DD/YYYY'),
          tickLabelStyle: { fontSize: 12 },
        },
      ]}
      yAxis={[{ min: 0, tickMinStep: 1, width: 40, valueFormatter: (v: number) => formatNumber(v) }]}
      series={[
        {
          id: 'events',
          label: 'Client activity',
          data: days.map((day) => day.events),
          color: theme.palette.primary.main,
        },
        { id: 'signups', label: 'Sign-ups', data: days.map((day) => day.signUps), color: theme.palette.success.main },
      ]}
      slotProps={LEGEND_ON_TOP}
    />
  );
}

/** How the accounts spread over the plans, as a ring. */
export function PlanChart({ dashboard, height = 220 }: { dashboard: AdminDashboard; height?: number }) {
  const theme = useTheme();
  const colors = {
    free: theme.palette.grey[500],
    pro: theme.palette.primary.main,
    agency: theme.palette.secondary.main,
  };
  const slices = (['free', 'pro', 'agency'] as const).map((plan) => ({
    id: plan,
    value: dashboard.accounts.byPlan[plan],
    label: planLabel(plan),
    color: colors[plan],
  }));
  if (dashboard.accounts.total === 0) return <ChartEmpty height={height} text="No accounts yet." />;
  return (
    <PieChart
      height={height}
      skipAnimation
      series={[
        {
          data: slices,
          innerRadius: '55%',
          // d3 pads every slice, empty ones too: a single plan's full ring would show a notch.
          paddingAngle: slices.filter((slice) => slice.value > 0).length > 1 ? 2 : 0,
          cornerRadius: 4,
          valueFormatter: (item) => `${formatNumber(item.value)} accounts`,
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
