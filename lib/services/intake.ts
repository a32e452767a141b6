// The intake form of each service, as a zod schema per service key. The order engine validates an
// order's intake with the schema of its service's key; the forms in the browser are built from FIELDS.
import { z } from 'zod';

const text = (max = 2000) => z.string().trim().max(max);
const required = (label: string, max = 200) => z.string().trim().min(1, `Enter ${label}`).max(max);
const url = z.union([z.literal(''), z.string().trim().url('Enter a full web address (https://...)')]);
const isrc = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, 'An ISRC has 12 characters, like USABC2400001');
const upc = z
  .string()
  .trim()
  .regex(/^\d{12,13}$/, 'A UPC has 12 or 13 digits');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');

const INTAKE_SCHEMAS = {
  epk: z.object({
    artistName: required('the artist name'),
    goal: text(500).default(''),
    pressContact: z.string().trim().email('Enter a valid email address'),
    notes: text().default(''),
  }),
  website: z.object({
    artistName: required('the artist name'),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'Enter a domain such as myname.com')
      .or(z.literal(''))
      .default(''),
    pages: z.array(z.enum(['home', 'music', 'shows', 'videos', 'store', 'contact'])).min(1, 'Choose at least one page'),
    style: text(500).default(''),
  }),
  cataloging_luminate: z.object({
    releaseId: required('the release', 100),
    label: required('the label name'),
    upc,
    releaseDate: isoDate,
    tracks: z.array(z.object({ title: required('the track title'), isrc })).min(1, 'The release needs tracks'),
  }),
  cataloging_mediabase: z.object({
    releaseId: required('the release', 100),
    label: required('the label name'),
    releaseDate: isoDate,
    radioFormat: z.enum(['CHR', 'Rhythmic', 'Urban', 'Hot AC', 'AC', 'Country', 'Alternative', 'Rock', 'Latin'], {
      error: 'Choose a radio format',
    }),
    singleTitle: required('the single title'),
    singleIsrc: isrc,
    stationContacts: z
      .array(z.object({ station: required('the station'), contact: required('the contact'), email: z.email() }))
      .default([]),
  }),
  llc_formation: z.object({
    businessName: required('the business name'),
    state: z.string().regex(/^[A-Z]{2}$/, 'Choose a state'),
    members: z.coerce.number().int().min(1, 'An LLC has at least one member').max(50),
    notes: text().default(''),
  }),
  ein_filing: z.object({
    legalName: required('the legal business name'),
    entityType: z.enum(['sole_proprietor', 'llc_single', 'llc_multi', 'corporation'], {
      error: 'Choose an entity type',
    }),
    responsibleParty: required('the responsible party'),
    state: z.string().regex(/^[A-Z]{2}$/, 'Choose a state'),
    startDate: isoDate,
    employees: z.coerce.number().int().min(0).max(10000).default(0),
  }),
  studio_session: z.object({
    bookingId: required('the booking', 100),
  }),
  general: z.object({
    details: required('what you need', 4000),
    link: url.default(''),
  }),
} as const;

type IntakeKey = keyof typeof INTAKE_SCHEMAS;

/** The intake schema for a service key (services without their own use the general form). */
export function intakeSchema(key: string) {
  return key in INTAKE_SCHEMAS ? INTAKE_SCHEMAS[key as IntakeKey] : INTAKE_SCHEMAS.general;
}

export interface IntakeField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'textarea' | 'number' | 'date' | 'select' | 'multiselect' | 'release' | 'state';
  options?: string[];
  required?: boolean;
}

/** The form shown to the artist per service key (release-based services read tracks from the release). */
const INTAKE_FIELDS: Record<string, IntakeField[]> = {
  epk: [
    { name: 'artistName', label: 'Artist name', type: 'text', required: true },
    { name: 'pressContact', label: 'Press contact email', type: 'email', required: true },
    { name: 'goal', label: 'Who the press kit is for (venues, press, labels...)', type: 'textarea' },
    { name: 'notes', label: 'Anything else we should know', type: 'textarea' },
  ],
  website: [
    { name: 'artistName', label: 'Artist name', type: 'text', required: true },
    { name: 'domain', label: 'Domain you own or want (optional)', type: 'text' },
    {
      name: 'pages',
      label: 'Pages',
      type: 'multiselect',
      options: ['home', 'music', 'shows', 'videos', 'store', 'contact'],
      required: true,
    },
    { name: 'style', label: 'Look and feel', type: 'textarea' },
  ],
  cataloging_luminate: [{ name: 'releaseId', label: 'Release', type: 'release', required: true }],
  cataloging_mediabase: [
    { name: 'releaseId', label: 'Release', type: 'release', required: true },
    {
      name: 'radioFormat',
      label: 'Radio format',
      type: 'select',
      options: ['CHR', 'Rhythmic', 'Urban', 'Hot AC', 'AC', 'Country', 'Alternative', 'Rock', 'Latin'],
      required: true,
    },
  ],
  llc_formation: [
    { name: 'businessName', label: 'Business name', type: 'text', required: true },
    { name: 'state', label: 'State of formation', type: 'state', required: true },
    { name: 'members', label: 'Number of members', type: 'number', required: true },
    { name: 'notes', label: 'Notes', type: 'textarea' },
  ],
  ein_filing: [
    { name: 'legalName', label: 'Legal business name', type: 'text', required: true },
    {
      name: 'entityType',
      label: 'Entity type',
      type: 'select',
      options: ['sole_proprietor', 'llc_single', 'llc_multi', 'corporation'],
      required: true,
    },
    { name: 'responsibleParty', label: 'Responsible party (name only, never an SSN)', type: 'text', required: true },
    { name: 'state', label: 'State', type: 'state', required: true },
    { name: 'startDate', label: 'Business start date', type: 'date', required: true },
    { name: 'employees', label: 'Employees expected in the next 12 months', type: 'number' },
  ],
  general: [
    { name: 'details', label: 'What you need', type: 'textarea', required: true },
    { name: 'link', label: 'A link to your material (optional)', type: 'text' },
  ],
};

export function intakeFields(key: string): IntakeField[] {
  return INTAKE_FIELDS[key] ?? INTAKE_FIELDS.general;
}
