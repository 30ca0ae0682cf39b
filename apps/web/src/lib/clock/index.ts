export { appClock, appToday, clockOffset, syncAppClock } from './app-clock.ts';
export { useAppClock, type AppClockState } from './use-app-clock.ts';
export { useToday } from './use-today.ts';
