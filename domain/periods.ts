/**
 * Subscription period arithmetic (docs/product.md Subscription frequency values), shared by the server
 * (which credits count now) and the client (period dates on the profile).
 *
 * Dates are ISO calendar dates (`YYYY-MM-DD`) in UTC, and every range is inclusive at both ends:
 * a subscription runs from its start date through its end date, a period from its first day through
 * its last. Period `k` starts at `start + k × step`, computed from the start date every time (never by
 * chaining), so a plan started on Jan 31 renews on Feb 28/29, then Mar 31, Apr 30, May 31…
 */

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'BI_WEEKLY', 'MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY', 'NO_RECURRENCE'] as const;

export type Frequency = (typeof FREQUENCIES)[number];

export interface Plan {
  frequency: Frequency;
  startDate: string;
  endDate: string | null;
}

export interface Period {
  /** 0 for the first period of the plan. */
  index: number;
  /** First day of the period. */
  start: string;
  /** Last day of the period; null for an open NO_RECURRENCE plan. */
  end: string | null;
}

const DAY_MS = 86_400_000;
const DAYS_PER_STEP: Partial<Record<Frequency, number>> = { DAILY: 1, WEEKLY: 7, BI_WEEKLY: 14 };
const MONTHS_PER_STEP: Partial<Record<Frequency, number>> = { MONTHLY: 1, QUARTERLY: 3, HALF_YEARLY: 6, YEARLY: 12 };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

/** Days since 1970-01-01 of an ISO date; throws on anything that is not a real calendar date. */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not an ISO date: "${date}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) {
    throw new RangeError(`not a calendar date: "${date}"`);
  }
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function isIsoDate(value: string): boolean {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC calendar date of an instant. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `months` calendar months after `date`, on the same day or the last day of a shorter month. */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = total - y * 12;
  return fromDayNumber(Date.UTC(y, m, Math.min(day, daysInMonth(y, m))) / DAY_MS);
}

/** First day of period `index` of a recurring plan (ignoring its end date). */
export function periodStart(plan: Pick<Plan, 'frequency' | 'startDate'>, index: number): string {
  const days = DAYS_PER_STEP[plan.frequency];
  if (days !== undefined) return fromDayNumber(dayNumber(plan.startDate) + index * days);
  const months = MONTHS_PER_STEP[plan.frequency];
  if (months !== undefined) return addMonths(plan.startDate, index * months);
  if (index === 0) return plan.startDate;
  throw new RangeError('a NO_RECURRENCE plan has a single period');
}

/** Whether the plan has started and not ended on the day of `now`. */
export function isActive(plan: Plan, now: Date): boolean {
  const today = dayNumber(isoDay(now));
  if (today < dayNumber(plan.startDate)) return false;
  return plan.endDate === null || today <= dayNumber(plan.endDate);
}

/** The period `now` falls in, or null when the plan has not started yet or has ended. */
export function periodAt(plan: Plan, now: Date): Period | null {
  if (!isActive(plan, now)) return null;
  const today = dayNumber(isoDay(now));
  const start = dayNumber(plan.startDate);
  if (plan.frequency === 'NO_RECURRENCE') return { index: 0, start: plan.startDate, end: plan.endDate };

  let index: number;
  const days = DAYS_PER_STEP[plan.frequency];
  if (days !== undefined) {
    index = Math.floor((today - start) / days);
  } else {
    const months = MONTHS_PER_STEP[plan.frequency] as number;
    const [sy, sm] = plan.startDate.split('-').map(Number);
    const [ty, tm] = isoDay(now).split('-').map(Number);
    index = Math.floor(((ty - sy) * 12 + (tm - sm)) / months);
    // Same month as a renewal day, but before it (Mar 15 for a plan renewing on the 31st): previous period.
    while (index > 0 && dayNumber(periodStart(plan, index)) > today) index -= 1;
  }
  const nextStart = dayNumber(periodStart(plan, index + 1));
  let end = nextStart - 1;
  if (plan.endDate !== null) end = Math.min(end, dayNumber(plan.endDate));
  return { index, start: periodStart(plan, index), end: fromDayNumber(end) };
}
