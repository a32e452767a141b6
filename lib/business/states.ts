// US states' LLC filing fees and where to file: the seed's starting data (admins keep it current; fees
// change). Where the state's own filing site is not listed, the SBA's state-by-state guide is linked.
export interface StateSeed {
  code: string;
  name: string;
  llcFeeCents: number;
  filingUrl: string;
}

const SBA_GUIDE = 'https://www.sba.gov/business-guide/launch-your-business/register-your-business';

/** Code, name, LLC filing fee in cents and, where the state has its own filing site, its address. */
const ROWS: [code: string, name: string, llcFeeCents: number, filingUrl?: string][] = [
  ['AL', 'Alabama', 20000],
  ['AK', 'Alaska', 25000],
  ['AZ', 'Arizona', 5000],
  ['AR', 'Arkansas', 4500],
  ['CA', 'California', 7000, 'https://bizfileonline.sos.ca.gov/'],
  ['CO', 'Colorado', 5000],
  ['CT', 'Connecticut', 12000],
  ['DE', 'Delaware', 11000, 'https://corp.delaware.gov/'],
  ['DC', 'District of Columbia', 9900],
  ['FL', 'Florida', 12500, 'https://dos.fl.gov/sunbiz/'],
  ['GA', 'Georgia', 10000, 'https://ecorp.sos.ga.gov/'],
  ['HI', 'Hawaii', 5000],
  ['ID', 'Idaho', 10000],
  ['IL', 'Illinois', 15000, 'https://www.ilsos.gov/departments/business_services/'],
  ['IN', 'Indiana', 9500],
  ['IA', 'Iowa', 5000],
  ['KS', 'Kansas', 16000],
  ['KY', 'Kentucky', 4000],
  ['LA', 'Louisiana', 10000],
  ['ME', 'Maine', 17500],
  ['MD', 'Maryland', 10000],
  ['MA', 'Massachusetts', 50000],
  ['MI', 'Michigan', 5000],
  ['MN', 'Minnesota', 15500],
  ['MS', 'Mississippi', 5000],
  ['MO', 'Missouri', 5000],
  ['MT', 'Montana', 3500],
  ['NE', 'Nebraska', 10000],
  ['NV', 'Nevada', 42500, 'https://www.nvsilverflume.gov/'],
  ['NH', 'New Hampshire', 10000],
  ['NJ', 'New Jersey', 12500],
  ['NM', 'New Mexico', 5000],
  ['NY', 'New York', 20000, 'https://www.dos.ny.gov/corps/'],
  ['NC', 'North Carolina', 12500],
  ['ND', 'North Dakota', 13500],
  ['OH', 'Ohio', 9900],
  ['OK', 'Oklahoma', 10000],
  ['OR', 'Oregon', 10000],
  ['PA', 'Pennsylvania', 12500],
  ['RI', 'Rhode Island', 15000],
  ['SC', 'South Carolina', 11000],
  ['SD', 'South Dakota', 15000],
  ['TN', 'Tennessee', 30000, 'https://sos.tn.gov/businesses'],
  ['TX', 'Texas', 30000, 'https://www.sos.state.tx.us/corp/sosda/'],
  ['UT', 'Utah', 5900],
  ['VT', 'Vermont', 15500],
  ['VA', 'Virginia', 10000],
  ['WA', 'Washington', 20000],
  ['WV', 'West Virginia', 10000],
  ['WI', 'Wisconsin', 13000],
  ['WY', 'Wyoming', 10000, 'https://sos.wyo.gov/Business/'],
];

export const US_STATES: StateSeed[] = ROWS.map(([code, name, llcFeeCents, filingUrl = SBA_GUIDE]) => ({
  code,
  name,
  llcFeeCents,
  filingUrl,
}));
