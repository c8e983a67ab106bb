import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { CHART_MARGIN, countAxis, LEGEND_ON_TOP } from '@/components/charts/chart-options';
import { formatNumber } from '@/lib/format';
import { formatDay } from '../../lib/platform-periods';

export interface ChartLine {
  id: string;
  label: string;
  color: string;
  /** One count per date. */
  data: number[];
}

interface LinesOverTimeProps {
  /** The series' days (YYYY-MM-DD), or the first day of each week when `weekly`. */
  dates: string[];
  weekly: boolean;
  lines: ChartLine[];
  height: number;
  /** Said instead of the chart when every count is zero. */
  emptyText: string;
}

/** Counts over the period as lines, the frame every instance-wide chart of the admin shares. */
export function LinesOverTime({ dates, weekly, lines, height, emptyText }: LinesOverTimeProps) {
  if (!lines.some((line) => line.data.some((count) => count > 0))) {
    return <ChartEmpty height={height} text={emptyText} />;
  }
  return (
    <Box sx={{ '& .MuiLineElement-root': { strokeWidth: 2 } }}>
      <LineChart
        height={height}
        skipAnimation
        grid={{ horizontal: true }}
        margin={CHART_MARGIN}
        xAxis={[
          {
            scaleType: 'point',
            data: dates,
            valueFormatter: (date: string, context) =>
              context.location === 'tick'
                ? formatDay(date)
                : weekly
                  ? `Week of ${formatDay(date, 'long')}`
                  : formatDay(date, 'long'),
            tickLabelStyle: { fontSize: 12 },
          },
        ]}
        yAxis={[countAxis(48)]}
        series={lines.map(({ id, label, color, data }) => ({
          id,
          label,
          data,
          color,
          showMark: false,
          curve: 'linear' as const,
          valueFormatter: (value: number | null) => formatNumber(value ?? 0),
        }))}
        slotProps={LEGEND_ON_TOP}
      />
    </Box>
  );
}
