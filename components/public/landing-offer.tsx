// The landings' prices and proof, as static markup like the rest of the landing. Prices are the brand's
// service catalog (what /services sells, edited on /admin-services-panel), never copy; the proof is what the
// platform holds today (artists, releases in the shops, stores, certificates), counted from the database, with
// a figure left out while it is zero.
import { listCatalog } from '@/lib/services/catalog';
import { userCountsByRole } from '@/lib/accounts';
import { liveReleaseCount } from '@/lib/distribution';
import { certificateHolders } from '@/lib/school';
import { formatCount } from '@/lib/platform/format';
import { currentUser } from '@/lib/platform/auth/current-user';
import type { Brand } from '@/lib/platform/brands/brands';
import { price } from '@/components/services/format';
import { orderHref } from '@/components/services/public-prices';
import css from './landing-page.module.css';
import btn from '@/components/ui/static-button.module.css';

/** How many services a landing shows; /services lists them all. */
const SHOWN = 3;

export async function LandingPrices({ brand }: { brand: Brand }) {
  const [catalog, user] = await Promise.all([listCatalog(brand.key), currentUser()]);
  const offered = catalog.filter((s) => !s.inPerson);
  if (offered.length === 0) return null;
  return (
    <section className={css.prices} aria-labelledby="prices-heading">
      <div className={css.container}>
        <h2 id="prices-heading" className={css.h2}>
          Prices
        </h2>
        <p className={css.secondary}>Fixed prices in US dollars, paid once the order is placed.</p>
        <ul className={`${css.list} ${css.priceList}`}>
          {offered.slice(0, SHOWN).map((s) => (
            <li key={s.id} className={css.card}>
              <h3 className={css.cardTitle}>{s.name}</h3>
              <p className={css.price}>{price(s.priceCents)}</p>
              <p className={css.secondary}>{s.description}</p>
              <p className={css.turnaround}>
                Delivered within {s.turnaroundDays} day{s.turnaroundDays === 1 ? '' : 's'}
              </p>
              <a
                href={orderHref(s.key, !!user)}
                className={`${btn.button} ${btn.contained} ${css.orderButton}`}
                aria-label={`Order ${s.name}`}
              >
                Order
              </a>
            </li>
          ))}
        </ul>
        <p className={css.more}>
          <a href="/services#order">
            {offered.length > SHOWN ? `All ${formatCount(offered.length)} services and prices` : 'Services and prices'}
          </a>
        </p>
      </div>
    </section>
  );
}

export async function LandingProof() {
  const [roles, live, certificates] = await Promise.all([userCountsByRole(), liveReleaseCount(), certificateHolders()]);
  const artists = roles.find((r) => r.role === 'artist')?.active ?? 0;
  const figures = [
    { value: artists, label: artists === 1 ? 'artist on the platform' : 'artists on the platform' },
    { value: live, label: live === 1 ? 'release live in the stores' : 'releases live in the stores' },
    {
      value: certificates.length,
      label: certificates.length === 1 ? 'certificate awarded by TNM' : 'certificates awarded by TNM',
    },
  ].filter((f) => f.value > 0);
  if (figures.length === 0) return null;
  return (
    <section className={css.proof} aria-labelledby="proof-heading">
      <div className={css.container}>
        <h2 id="proof-heading" className={css.h2}>
          On the platform today
        </h2>
        <ul className={`${css.list} ${css.proofList}`}>
          {figures.map((f) => (
            <li key={f.label}>
              <p className={css.value}>{formatCount(f.value)}</p>
              <p className={css.secondary}>{f.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
