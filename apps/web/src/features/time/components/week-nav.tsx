import { addCalendarDays, formatCalendarDate } from '@taskflow/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Previous / this / next week, with the week named by its Monday. */
export function WeekNav({
  week,
  onChange,
  thisWeek,
}: {
  week: string;
  onChange: (week: string) => void;
  thisWeek: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        aria-label="Previous week"
        onClick={() => onChange(addCalendarDays(week, -7))}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <p className="min-w-0 text-sm font-semibold" aria-live="polite">
        Week of {formatCalendarDate(week)}
      </p>
      <Button variant="secondary" aria-label="Next week" onClick={() => onChange(addCalendarDays(week, 7))}>
        <ChevronRight aria-hidden className="size-4" />
      </Button>
      {week !== thisWeek && (
        <Button variant="ghost" onClick={() => onChange(thisWeek)}>
          This week
        </Button>
      )}
    </div>
  );
}
