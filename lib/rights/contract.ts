// The rights routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared once
// for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';

// components/distribution-rights
import { pageQuery } from '../platform/paging';
import {
  certificateInput,
  createWorkInput,
  filingInput,
  filingUpdateInput,
  listWorksQuery,
  publishingSignInput,
  rightsSettingsInput,
  signSplitInput,
} from './schema';
import type { createWork, getWorkForUserOrThrow, listWorks } from './works';
import type { sendSplitSheet, signSplit } from './split-sheets';
import type { issueCertificate, listCertificates } from './certificates';
import type { createFiling, listFilings, updateFiling } from './filings';
import type { registrationOverview } from './registrations';
import type { getRightsSettings, saveRightsSettings } from './settings';
import type { signPublishingAgreement } from './publishing';

export const workList = defineRoute<Returns<typeof listWorks>>()({ query: listWorksQuery });
export const workCreate = defineRoute<Returns<typeof createWork>>()({ body: createWorkInput });
// Path parameters stay in the route files (route-conventions test); the typed client fills `[segment]`s.
export const workRead = defineRoute<Returns<typeof getWorkForUserOrThrow>>()({});
export const splitSheetSend = defineRoute<Returns<typeof sendSplitSheet>>()({});
export const splitSign = defineRoute<Returns<typeof signSplit>>()({ body: signSplitInput });
export const certificateList = defineRoute<Returns<typeof listCertificates>>()({ query: pageQuery });
export const certificateIssue = defineRoute<Returns<typeof issueCertificate>>()({ body: certificateInput });
export const filingList = defineRoute<Returns<typeof listFilings>>()({ query: pageQuery });
export const filingCreate = defineRoute<Returns<typeof createFiling>>()({ body: filingInput });
export const filingUpdate = defineRoute<Returns<typeof updateFiling>>()({ body: filingUpdateInput });
export const registrationList = defineRoute<Returns<typeof registrationOverview>>()({ query: pageQuery });
export const rightsSettingsRead = defineRoute<{ settings: Returns<typeof getRightsSettings> }>()({});
export const rightsSettingsSave = defineRoute<{ settings: Returns<typeof saveRightsSettings> }>()({
  body: rightsSettingsInput,
});
export const publishingSign = defineRoute<Returns<typeof signPublishingAgreement>>()({ body: publishingSignInput });

export const rightsApi = {
  '/api/rights/works': { GET: workList, POST: workCreate },
  '/api/rights/works/[id]': { GET: workRead },
  '/api/rights/works/[id]/split-sheet': { POST: splitSheetSend },
  '/api/rights/split-sheets/[token]': { POST: splitSign },
  '/api/rights/certificates': { GET: certificateList, POST: certificateIssue },
  '/api/rights/filings': { GET: filingList, POST: filingCreate },
  '/api/rights/filings/[id]': { PATCH: filingUpdate },
  '/api/rights/registrations': { GET: registrationList },
  '/api/rights/settings': { GET: rightsSettingsRead, PUT: rightsSettingsSave },
  '/api/rights/publishing-agreement': { POST: publishingSign },
};
