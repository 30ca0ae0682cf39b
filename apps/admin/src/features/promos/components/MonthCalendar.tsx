import type { AdminPromoCalendar } from '@qadhya/contracts';
import { Sparkles } from 'lucide-react';
import { WEEKDAY_NAMES, WEEKDAYS, dayLabel, leadingBlanks } from './month.ts';

/** The month as a Monday-first grid: each day its number of promos, Super Friday marked; a day opens its editor. */
export function MonthCalendar({
  calendar,
  selected,
  onSelect,
}: {
  calendar: AdminPromoCalendar;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const blanks = leadingBlanks(calendar.days[0]?.date ?? `${calendar.month}-01`);
  return (
    <div className="promo-calendar">
      <div className="promo-calendar-head" aria-hidden="true">
        {WEEKDAYS.map((d, i) => (
          <span key={d} className="promo-calendar-weekday" title={WEEKDAY_NAMES[i]}>
            {d}
          </span>
        ))}
      </div>
      <div className="promo-calendar-days" role="group" aria-label="Jours du mois">
        {Array.from({ length: blanks }, (_, i) => (
          <span key={`blank-${i}`} className="promo-calendar-blank" aria-hidden="true" />
        ))}
        {calendar.days.map((day) => {
          const superFriday = day.items.some((p) => p.super_friday);
          const classes = [
            'promo-day',
            day.date === calendar.today ? 'promo-day-today' : '',
            day.date === selected ? 'promo-day-selected' : '',
            day.date < calendar.today ? 'promo-day-past' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={day.date}
              type="button"
              className={classes}
              aria-pressed={day.date === selected}
              data-date={day.date}
              onClick={() => onSelect(day.date)}
            >
              <span className="visually-hidden" data-testid="promo-day-name">
                {`${dayLabel(day.date)} : ${day.count} promo${day.count > 1 ? 's' : ''}${superFriday ? ', Super Friday' : ''}${day.date === calendar.today ? ", aujourd'hui" : ''}`}
              </span>
              <span className="promo-day-number" aria-hidden="true">
                {Number(day.date.slice(8))}
              </span>
              {day.count > 0 ? (
                <span className="promo-day-count" aria-hidden="true">
                  {day.count} promo{day.count > 1 ? 's' : ''}
                </span>
              ) : (
                <span className="promo-day-none" aria-hidden="true">
                  —
                </span>
              )}
              {superFriday ? (
                <span className="promo-day-sf" aria-hidden="true">
                  <Sparkles size={12} aria-hidden="true" />
                  Super Friday
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
