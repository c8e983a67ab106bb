import type { DayRange } from './analytics.repository';

/** Whole calendar months, YYYY-MM, both inclusive. */
export interface MonthRange {
  from: string;
  to: string;
}

/**
 * A period's days, with the whole months inside it that may be read from the monthly rollups, and the current
 * month's ended days that may be read per visitor from visitor_to_date (`toDate`, absent when none).
 */
export type RollupRange = DayRange & { months: MonthRange | null; toDate?: DayRange | null };

const DAY_MS = 86_400_000;

export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 7);
}

export function previousMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 2, 1)).toISOString().slice(0, 7);
}

export const firstDayOf = (month: string) => `${month}-01`;
export const lastDayOf = (month: string) => shiftDay(firstDayOf(nextMonth(month)), -1);

/**
 * The whole months of `range` that have ended before `currentMonth` (the month still being written is read by
 * day), or null when there is none.
 */
export function withWholeMonths(range: DayRange, currentMonth: string): RollupRange {
  let from = range.fromDay.slice(0, 7);
  if (firstDayOf(from) < range.fromDay) from = nextMonth(from);
  let to = range.toDay.slice(0, 7);
  if (lastDayOf(to) > range.toDay) to = shiftDay(firstDayOf(to), -1).slice(0, 7);
  if (to >= currentMonth) to = shiftDay(firstDayOf(currentMonth), -1).slice(0, 7);
  return { ...range, months: from <= to ? { from, to } : null };
}

/**
 * The range with the current month's days before `today` marked for visitor_to_date, when it holds all of them
 * (a period ending today and starting on or before the month's first day) and there is at least one.
 */
export function withMonthToDate(range: RollupRange, today: string): RollupRange {
  const first = firstDayOf(today.slice(0, 7));
  const yesterday = shiftDay(today, -1);
  if (yesterday < first || range.fromDay > first || range.toDay < yesterday) return { ...range, toDate: null };
  return { ...range, toDate: { fromDay: first, toDay: yesterday } };
}

/** The days of the range read by day per visitor: its day parts without those of visitor_to_date. */
export function visitorDayParts(range: RollupRange): DayRange[] {
  const { toDate } = range;
  if (!toDate) return dayParts(range);
  return dayParts(range).flatMap((part) => {
    if (part.fromDay > toDate.fromDay || part.toDay < toDate.toDay) return [part];
    const parts: DayRange[] = [];
    if (part.fromDay < toDate.fromDay) parts.push({ fromDay: part.fromDay, toDay: shiftDay(toDate.fromDay, -1) });
    if (toDate.toDay < part.toDay) parts.push({ fromDay: shiftDay(toDate.toDay, 1), toDay: part.toDay });
    return parts;
  });
}

/** The days of the range outside its whole months: before the first, after the last. */
export function dayParts(range: RollupRange): DayRange[] {
  if (!range.months) return [{ fromDay: range.fromDay, toDay: range.toDay }];
  const parts: DayRange[] = [];
  const start = firstDayOf(range.months.from);
  const end = lastDayOf(range.months.to);
  if (range.fromDay < start) parts.push({ fromDay: range.fromDay, toDay: shiftDay(start, -1) });
  if (end < range.toDay) parts.push({ fromDay: shiftDay(end, 1), toDay: range.toDay });
  return parts;
}

/** Every month from `from` to `to`, inclusive. */
export function monthsBetween({ from, to }: MonthRange): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}
