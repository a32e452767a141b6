// One entry of the calendar (lib/ops/calendar/service.ts and the services area's items share it).
export interface CalendarItem {
  id: string;
  kind:
    | 'welcome_call'
    | 'studio_booking'
    | 'release'
    | 'delivery_run'
    | 'payout_run'
    | 'service_deadline'
    | 'event'
    | 'task';
  title: string;
  start: string;
  end: string | null;
  allDay: boolean;
  done?: boolean;
}
