// US states' LLC filing fees and where to file: the seed's starting data (admins keep it current; fees
// change). Where the state's own filing site is not listed, the SBA's state-by-state guide is linked.
export interface StateSeed {
  code: string;
  name: string;
  llcFeeCents: number;
  filingUrl: string;
}

const SBA_GUIDE = 'https://www.sba.gov/business-guide/launch-your-business/register-your-business';

/** The states with a filing site of their own. */
const FILING_SITES: Record<string, string> = {
  CA: 'https://bizfileonline.sos.ca.gov/',
  DE: 'https://corp.delaware.gov/',
  FL: 'https://dos.fl.gov/sunbiz/',
  GA: 'https://ecorp.sos.ga.gov/',
  IL: 'https://www.ilsos.gov/departments/business_services/',
  NV: 'https://www.nvsilverflume.gov/',
  NY: 'https://www.dos.ny.gov/corps/',
  TN: 'https://sos.tn.gov/businesses',
  TX: 'https://www.sos.state.tx.us/corp/sosda/',
  WY: 'https://sos.wyo.gov/Business/',
};

/** Code, name and LLC filing fee in cents. */
const ROWS: [code: string, name: string, llcFeeCents: number][] = [
  ['AL', 'Alabama', 20000],
  ['AK', 'Alaska', 25000],
  ['AZ', 'Arizona', 5000],
  ['AR', 'Arkansas', 4500],
  ['CA', 'California', 7000],
  ['CO', 'Colorado', 5000],
  ['CT', 'Connecticut', 12000],
  ['DE', 'Delaware', 11000],
  ['DC', 'District of Columbia', 9900],
  ['FL', 'Florida', 12500],
  ['GA', 'Georgia', 10000],
  ['HI', 'Hawaii', 5000],
  ['ID', 'Idaho', 10000],
  ['IL', 'Illinois', 15000],
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
  ['NV', 'Nevada', 42500],
  ['NH', 'New Hampshire', 10000],
  ['NJ', 'New Jersey', 12500],
  ['NM', 'New Mexico', 5000],
  ['NY', 'New York', 20000],
  ['NC', 'North Carolina', 12500],
  ['ND', 'North Dakota', 13500],
  ['OH', 'Ohio', 9900],
  ['OK', 'Oklahoma', 10000],
  ['OR', 'Oregon', 10000],
  ['PA', 'Pennsylvania', 12500],
  ['RI', 'Rhode Island', 15000],
  ['SC', 'South Carolina', 11000],
  ['SD', 'South Dakota', 15000],
  ['TN', 'Tennessee', 30000],
  ['TX', 'Texas', 30000],
  ['UT', 'Utah', 5900],
  ['VT', 'Vermont', 15500],
  ['VA', 'Virginia', 10000],
  ['WA', 'Washington', 20000],
  ['WV', 'West Virginia', 10000],
  ['WI', 'Wisconsin', 13000],
  ['WY', 'Wyoming', 10000],
];

export const US_STATES: StateSeed[] = ROWS.map(([code, name, llcFeeCents]) => ({
  code,
  name,
  llcFeeCents,
  filingUrl: FILING_SITES[code] ?? SBA_GUIDE,
}));
