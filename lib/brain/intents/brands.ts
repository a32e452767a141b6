// Figures per brand and per month as the staff analytics pages show them: /franchise-admin-dashboard
// (figuresByBrand of command: artists, accounts, releases, live releases, waiting list per brand) and
// /analytics-dashboard (platformAnalytics of services: service orders, paid service revenue and new releases per
// month and brand, streams and royalties per month, over the last 12 months).
import { figuresByBrand } from '@/lib/command';
import { platformAnalytics } from '@/lib/services';
import { BRANDS, type BrandKey } from '../../platform/brands/brands';
import { formatMoney } from '../../platform/format';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

// "tnm", "master music safe", "MMS", "distro 80", "small guy records", "SGR".
const BRAND_WORDS: [BrandKey, RegExp][] = [
  ['tnm', /\btnm\b/i],
  ['mastermusicsafe', /\bmaster ?music ?safe\b|\bmms\b/i],
  ['distro80', /\bdistro ?80\b/i],
  ['sgr', /\bsgr\b|\bsmall guy records\b/i],
];
const brandsIn = (raw: string) => BRAND_WORDS.filter(([, re]) => re.test(raw)).map(([k]) => k);
const PER_BRAND = /\b(?:per|by|each|every|which|what|across|between) (?:the )?brands?\b|\bbrands?\b|\bfranchises?\b/i;
const ANALYTICS = /\banalytics dashboard\b|\b(?:platform|site) analytics\b/i;
// What the analytics page counts per month: service orders, their paid revenue, releases added.
const MONTHLY =
  /\b(?:orders?|service revenue|sales of services|releases? (?:added|created|uploaded|submitted)|new releases)\b/i;

const link = { href: '/franchise-admin-dashboard', label: 'Franchise dashboard' };
const analyticsLink = { href: '/analytics-dashboard', label: 'Analytics dashboard' };
const name = (k: string) => BRANDS[k as BrandKey]?.name ?? k;

export const brandFiguresIntent: Intent = {
  key: 'brand-figures',
  description:
    'Figures per brand: artists, accounts, releases (live), waiting list; service orders and revenue per brand over the last 12 months.',
  matches: (f) => PER_BRAND.test(f.raw) || brandsIn(f.raw).length > 0,
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the figures per brand');
    if (denied) return denied;
    const wanted = brandsIn(f?.raw ?? '');
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    // "which brand has the most orders / revenue": the analytics page's 12 months per brand.
    if (f && /\b(?:orders?|revenue|sales|sold)\b/i.test(f.raw)) {
      const analytics = await platformAnalytics();
      const per = analytics.brands
        .map((b) => ({ b, orders: sum(analytics.ordersByBrand[b]), cents: sum(analytics.revenueByBrand[b]) }))
        .filter((x) => !wanted.length || wanted.includes(x.b as BrandKey))
        .sort((x, y) => (f.order === 'least' ? x.orders - y.orders : y.orders - x.orders) || y.cents - x.cents);
      const list = per.map((x) => `${name(x.b)} ${plural(x.orders, 'service order')} (${formatMoney(x.cents)} paid)`);
      return {
        intent: this.key,
        text: per.length
          ? `Service orders per brand, last 12 months: ${list.join(', ')}.`
          : 'No service order in the last 12 months for any brand.',
        link: analyticsLink,
      };
    }
    const rows = (await figuresByBrand()).filter((b) => !wanted.length || wanted.includes(b.brand as BrandKey));
    const list = rows.map(
      (b) =>
        `${name(b.brand)}: ${plural(b.artists, 'artist')}, ${plural(b.accounts, 'active account')}, ${plural(b.releases, 'release')} (${b.live} live), ${b.waitingList} on the waiting list`,
    );
    return { intent: this.key, text: `By brand: ${list.join('; ')}.`, link };
  },
};

export const platformAnalyticsIntent: Intent = {
  key: 'platform-analytics',
  description:
    'The analytics dashboard: service orders, paid service revenue and releases added per month (last 12 months), streams and royalties per month.',
  matches: (f) => ANALYTICS.test(f.raw) || (f.per === 'month' && MONTHLY.test(f.raw) && !f.has('earn')),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the platform analytics');
    if (denied) return denied;
    const a = await platformAnalytics();
    const total = (by: Record<string, number[]>, i: number) => a.brands.reduce((s, b) => s + by[b][i], 0);
    const months = a.labels.map((m, i) => ({
      m,
      orders: total(a.ordersByBrand, i),
      cents: total(a.revenueByBrand, i),
      releases: total(a.releasesByBrand, i),
      streams: a.streams[i],
      royalties: a.royaltiesCents[i],
    }));
    const shown = months.filter((x) => x.orders || x.cents || x.releases || x.streams || x.royalties);
    const list = shown.map(
      (x) =>
        `${x.m}: ${plural(x.orders, 'service order')} (${formatMoney(x.cents)} paid), ${plural(x.releases, 'release')} added, ${x.streams.toLocaleString('en-US')} streams, ${formatMoney(x.royalties)} royalties`,
    );
    return {
      intent: this.key,
      text: `Per month, last 12 months (${a.labels[0]} to ${a.labels[a.labels.length - 1]}): ${list.join('; ') || 'no activity'}.`,
      link: analyticsLink,
    };
  },
};
