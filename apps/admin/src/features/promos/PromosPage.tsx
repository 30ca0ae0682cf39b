import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { getPromoCalendar, promosKey } from './api/get-calendar.ts';
import { DayEditor } from './components/DayEditor.tsx';
import { MonthCalendar } from './components/MonthCalendar.tsx';
import { currentTunisMonth, dayLabel, monthLabel, shiftMonth } from './components/month.ts';
import './promos.css';

/** Promos of the day (admin, marketing): the month's calendar, a day's products, prices and notes (docs/back-office-screens.md#promos-of-the-day). */
export default function PromosPage() {
  const [month, setMonth] = useState(currentTunisMonth);
  const [selected, setSelected] = useState<string | null>(null);
  const calendar = useQuery({ queryKey: [...promosKey, month], queryFn: () => getPromoCalendar(month), placeholderData: keepPreviousData });
  // The page opens on the server's month (the app's one clock), not the device's: around midnight
  // at a month's end, or with the demo's pinned day, they differ.
  const serverMonth = calendar.data?.today.slice(0, 7);
  const [followedServer, setFollowedServer] = useState(false);
  if (!followedServer && serverMonth) {
    // Adjusted while rendering, once (React's pattern for state that follows an answer).
    setFollowedServer(true);
    setMonth(serverMonth);
  }
  const day = selected ? calendar.data?.days.find((d) => d.date === selected) : undefined;
  return (
    <div className="ui-stack">
      <PageHeader
        title="Promos du jour"
        description="Chaque jour, ses produits à prix réduit et leur note, en français et en arabe ; les offres Super Friday le vendredi."
      />
      {calendar.isError ? <Notice tone="error">{errorText(calendar.error)}</Notice> : null}
      <div className="promo-layout">
        <Panel
          title={monthLabel(month)}
          actions={
            <div className="promo-month-nav">
              <Button size="sm" onClick={() => setMonth((m) => shiftMonth(m, -1))} aria-label="Mois précédent">
                <ChevronLeft size={16} aria-hidden="true" />
              </Button>
              <Button size="sm" onClick={() => setMonth(calendar.data?.today.slice(0, 7) ?? currentTunisMonth())}>
                Ce mois-ci
              </Button>
              <Button size="sm" onClick={() => setMonth((m) => shiftMonth(m, 1))} aria-label="Mois suivant">
                <ChevronRight size={16} aria-hidden="true" />
              </Button>
            </div>
          }
        >
          {calendar.data && calendar.data.month === month ? (
            <MonthCalendar calendar={calendar.data} selected={selected} onSelect={setSelected} />
          ) : (
            <Spinner label="Chargement du calendrier…" />
          )}
        </Panel>
        {day ? (
          <Panel title={`Promos du ${dayLabel(day.date)}`} className="promo-day-panel">
            <DayEditor key={`${day.date}`} day={day} onClose={() => setSelected(null)} />
          </Panel>
        ) : (
          <Panel className="promo-day-panel">
            <p className="ui-muted">Choisissez un jour du calendrier pour voir et modifier ses promos.</p>
          </Panel>
        )}
      </div>
    </div>
  );
}
