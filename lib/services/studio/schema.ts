// zod inputs of studio booking and its settings.
import { z } from 'zod';
import { BRAND_KEYS } from '../../platform/brands/brands';
import { pageQuery } from '../../platform/paging';

const minuteOfDay = z.coerce.number().int().min(0).max(1440);
const weekdays = z.array(z.coerce.number().int().min(1).max(7)).max(7);

export const locationInput = z.object({
  brand: z.enum(BRAND_KEYS).default('tnm'),
  name: z.string().trim().min(2, 'Enter a name').max(120),
  address: z.string().trim().min(3, 'Enter the address').max(300),
  city: z.string().trim().max(120).default(''),
  timezone: z
    .string()
    .trim()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Enter a time zone such as America/New_York'),
  hoursText: z.string().trim().max(200).default(''),
  active: z.boolean().default(true),
});
export const locationPatch = locationInput.partial();

export const roomInput = z
  .object({
    locationId: z.string().min(1, 'Choose a location').max(64),
    name: z.string().trim().min(1, 'Enter a name').max(120),
    description: z.string().trim().max(1000).default(''),
    openMinute: minuteOfDay,
    closeMinute: minuteOfDay,
    openDays: weekdays.min(1, 'Choose at least one day'),
    slotMinutes: z.coerce
      .number()
      .int()
      .refine((m) => [15, 30, 60, 120].includes(m), 'Use 15, 30, 60 or 120 minutes'),
    hourlyRateCents: z.coerce.number().int().min(0).max(10_000_000),
    depositPercent: z.coerce.number().int().min(0).max(100),
    bufferMinutes: z.coerce.number().int().min(0).max(240),
    cancelHours: z.coerce.number().int().min(0).max(720),
    active: z.boolean().default(true),
  })
  .refine((r) => r.closeMinute > r.openMinute, {
    message: 'Closing time must be after opening time',
    path: ['closeMinute'],
  })
  .refine((r) => r.bufferMinutes % r.slotMinutes === 0, {
    message: 'The buffer must be a multiple of the slot length',
    path: ['bufferMinutes'],
  });
export const roomPatch = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  description: z.string().trim().max(1000).optional(),
  hourlyRateCents: z.coerce.number().int().min(0).max(10_000_000).optional(),
  depositPercent: z.coerce.number().int().min(0).max(100).optional(),
  cancelHours: z.coerce.number().int().min(0).max(720).optional(),
  openMinute: minuteOfDay.optional(),
  closeMinute: minuteOfDay.optional(),
  openDays: weekdays.optional(),
  active: z.boolean().optional(),
});

export const engineerInput = z.object({
  roomId: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Enter a name').max(120),
  email: z.email('Enter a valid email address'),
  days: weekdays.min(1, 'Choose at least one day'),
});

/** GET /api/studio/bookings: a page of bookings; `mine=1` keeps a staff member's list to their own sessions. */
export const bookingListQuery = pageQuery.extend({ mine: z.enum(['1', '0']).optional() });
export type BookingListQuery = z.infer<typeof bookingListQuery>;

export const availabilityQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD'),
});

export const bookingInput = z.object({
  roomId: z.string().min(1, 'Choose a room').max(64),
  start: z.iso.datetime({ offset: true, error: 'Give the start as an ISO date-time' }),
  end: z.iso.datetime({ offset: true, error: 'Give the end as an ISO date-time' }),
  notes: z.string().trim().max(1000).default(''),
});
export type BookingInput = z.infer<typeof bookingInput>;
